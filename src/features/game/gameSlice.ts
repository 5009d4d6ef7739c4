import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '@/session/authSlice';
import type { GameSymbol } from '@/features/game/symbols';

/** One chip put on the board, in minor units (spec §3 placedChips). */
export interface PlacedChip {
  symbol: GameSymbol;
  amount: number;
}

export interface GameState {
  /** The round the draft belongs to; a draft never carries over into another round. */
  roundId: number | null;
  placedChips: PlacedChip[];
}

export const initialGameState: GameState = { roundId: null, placedChips: [] };

const gameSlice = createSlice({
  name: 'game',
  initialState: initialGameState,
  reducers: {
    chipPlaced(state, action: PayloadAction<{ roundId: number; chip: PlacedChip }>) {
      if (state.roundId !== action.payload.roundId) {
        state.roundId = action.payload.roundId;
        state.placedChips = [];
      }
      state.placedChips.push(action.payload.chip);
    },
    lastChipUndone(state) {
      state.placedChips.pop();
    },
    draftCleared(state) {
      state.placedChips = [];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialGameState).addCase(sessionExpired, () => initialGameState);
  },
});

export const { chipPlaced, lastChipUndone, draftCleared } = gameSlice.actions;
export const gameReducer = gameSlice.reducer;
