import { createSelector } from '@reduxjs/toolkit';
import type { api } from '@/api/api';
import type { AuthState } from '@/session/authSlice';
import type { PlayState } from '@/session/play/playSlice';
import { chipsFor, selectedChipOf } from '@/features/game/chips';
import { gameApi, type BettingSnapshot } from '@/features/game/gameApi';
import type { GameState } from '@/features/game/gameSlice';
import { totalOf, type StakeMap } from '@/features/game/rules';
import { clockOffsetOf, phaseEndOf } from '@/features/game/roundClock';
import { stakesFromBets, stakesOf, type Bet } from '@/features/game/stakes';
import type { GameSymbol } from '@/api/symbols';
import { formatMoney } from '@/lib/format/money';

/** The part of the root state the game reads (features do not import the app's RootState). */
export interface GameRoot {
  game: GameState;
  auth: AuthState;
  /** The member's own limits (session/play): the game refuses a bet they do not allow. */
  play: PlayState;
  api: ReturnType<typeof api.reducer>;
}

const EMPTY: StakeMap = {};

export const selectPlacedChips = (state: GameRoot) => state.game.placedChips;
export const selectSubmission = (state: GameRoot) => state.game.submission;

/** spec §3 betAmounts, derived from placedChips (docs/storage.md: one source of truth, not stored). */
export const selectBetAmounts = createSelector([selectPlacedChips], stakesOf);

// Cache: one memoized RTK Query selector per account, the same for every store (they hold no state).
const bettingSelectors = new Map<number, ReturnType<typeof gameApi.endpoints.getBetting.select>>();

function bettingEntry(state: GameRoot) {
  const accountId = state.auth.user?.id;
  if (accountId === undefined) return undefined;
  let select = bettingSelectors.get(accountId);
  if (!select) {
    select = gameApi.endpoints.getBetting.select(accountId);
    bettingSelectors.set(accountId, select);
  }
  return select(state);
}

/** The newest betting-data answer in the RTK Query cache (the server's truth), if any. */
export function selectBetting(state: GameRoot): BettingSnapshot | undefined {
  return bettingEntry(state)?.data;
}

/** The last betting-data call failed (the table shows "cannot be reached" until one succeeds). */
export const selectBettingFailed = (state: GameRoot) => bettingEntry(state)?.isError ?? false;

/**
 * No betting-data call has succeeded since the last one failed: unlike `isError`, it stays true while
 * the next try is under way (RTK Query keeps the entry's error until an answer comes).
 */
export const selectBettingAnswersStopped = (state: GameRoot) => bettingEntry(state)?.error !== undefined;

/**
 * A betting call is on its way over a table already shown: for a moment every poll, and for as long as
 * a call waits for an answer that does not come (the spec sets no request timeout; a token refresh
 * that hangs holds every call behind it).
 */
export const selectBettingAnswerAwaited = (state: GameRoot) => {
  const entry = bettingEntry(state);
  return entry?.status === 'pending' && entry.data !== undefined;
};

export const selectRound = (state: GameRoot) => selectBetting(state)?.round;
export const selectCurrentRoundId = (state: GameRoot) => selectBetting(state)?.round.id ?? null;
export const selectPhase = (state: GameRoot) => selectBetting(state)?.round.phase ?? null;
export const selectBettingOpen = (state: GameRoot) => selectPhase(state) === 'BETTING';
/** The server said the game is not active for the account: the table takes no bets. */
export const selectGameInactive = (state: GameRoot) => state.game.gameInactive === true;

/** The server's clock minus this device's, by the newest betting answer (roundClock.ts); 0 before one. */
export function selectClockOffset(state: GameRoot): number {
  const betting = selectBetting(state);
  return betting ? clockOffsetOf(betting.serverTime, betting.receivedAt) : 0;
}

/** When the phase on the table ends, in server time; null before the first answer. */
export function selectPhaseEnd(state: GameRoot): number | null {
  const round = selectRound(state);
  return round ? phaseEndOf(round) : null;
}

/**
 * When betting on this round closes, on this device's clock (Date.now() time, corrected by the newest
 * answer's server time); null unless the betting data shows that round open for bets.
 */
export function selectBettingClosesAt(state: GameRoot, roundId: number): number | null {
  const round = selectRound(state);
  if (!round || round.id !== roundId || round.phase !== 'BETTING') return null;
  return round.closesAt - selectClockOffset(state);
}
/**
 * Dice as one comparable string ("TIGER,CRAB,CRAB"; '' for none): a primitive, so a component that
 * selects it re-renders only when the dice change, not with every answer that brings a new array.
 */
export function diceKey(dice: readonly string[] | null | undefined): string {
  return dice ? dice.join(',') : '';
}

/** The dice on the table as a diceKey, '' before RESULT. */
export const selectDiceKey = (state: GameRoot) => diceKey(selectBetting(state)?.round.dice);

/** The round on the table once it is at its result with the member's settlement in; null otherwise. */
export function selectSettlingRound(state: GameRoot): number | null {
  const betting = selectBetting(state);
  return betting?.round.phase === 'RESULT' && betting.lastSettlement?.roundId === betting.round.id
    ? betting.round.id
    : null;
}

const NO_BETS: readonly Bet[] = [];

/** What Rebet would repeat: the bets of the last round the member played (none before one is settled). */
export const selectBetsToRepeat = (state: GameRoot): readonly Bet[] =>
  selectBetting(state)?.lastSettlement?.bets ?? NO_BETS;

/** Rebet has something to repeat (a primitive, for the button). */
export const selectCanRepeat = (state: GameRoot) => selectBetsToRepeat(state).length > 0;

/** The draft of the round on the table (a draft of another round shows nothing). */
export const selectDraftStakes = (state: GameRoot): StakeMap =>
  state.game.roundId !== null && state.game.roundId === selectCurrentRoundId(state)
    ? selectBetAmounts(state)
    : EMPTY;

export const selectDraftTotal = createSelector([selectDraftStakes], totalOf);

const selectMyBets = (state: GameRoot) => selectBetting(state)?.myBets;

/**
 * The bets of the round on the table once it is settled (RESULT, once the dice are out), else null.
 * Settling takes the round's bets out of `myBets`: only its settlement still says what they were.
 */
const selectSettledBetsOnTable = (state: GameRoot): readonly Bet[] | null => {
  const betting = selectBetting(state);
  const settlement = betting?.lastSettlement;
  return settlement && settlement.roundId === betting.round.id && betting.myBets.bets.length === 0
    ? settlement.bets
    : null;
};

/**
 * Stakes the server accepted this round, plus a just-confirmed submission the next poll has not shown
 * yet. Settling takes the round's bets out of `myBets`: the round's settlement then says what they were,
 * so the dice are shown beside the stakes they paid on, not beside "$0.00".
 */
export const selectConfirmedStakes = createSelector(
  [selectMyBets, selectSubmission, selectSettledBetsOnTable],
  (myBets, submission, settled): StakeMap => {
    if (!myBets) return EMPTY;
    // The settlement holds every accepted bet of the round, a just-confirmed submission's included.
    if (settled) return stakesFromBets(settled);
    const stakes = { ...stakesFromBets(myBets.bets) };
    if (
      submission?.status === 'confirmed' &&
      submission.roundId === myBets.roundId &&
      !myBets.requestIds.includes(submission.requestId)
    ) {
      for (const chip of submission.chips) stakes[chip.symbol] = (stakes[chip.symbol] ?? 0) + chip.amount;
    }
    return stakes;
  },
);

/**
 * Stakes sent and waiting for the server's word. Once the server's data holds them they are confirmed
 * stakes already, and counting them here too would show them twice and charge them twice against the
 * limits and the balance: its round's accepted request ids list it (an answer lost on the way back),
 * or its round is settled (the settlement is every bet the round took, and a closed round takes no more).
 */
export const selectPendingStakes = createSelector(
  [selectSubmission, selectCurrentRoundId, selectMyBets, selectSettledBetsOnTable],
  (submission, roundId, myBets, settled): StakeMap => {
    if (submission?.status !== 'pending' || submission.roundId !== roundId) return EMPTY;
    if (settled || myBets?.requestIds.includes(submission.requestId)) return EMPTY;
    return stakesOf(submission.chips);
  },
);

export const selectPendingTotal = createSelector([selectPendingStakes], totalOf);

/**
 * Stakes the server's balance does not take off yet: a pending submission's, and a confirmed one its
 * round's betting data does not list yet. An acceptance has the betting data read again; until the new
 * balance comes, the old one still holds the stake, and a chip must not spend it twice.
 */
export const selectUnchargedTotal = createSelector(
  [selectPendingTotal, selectSubmission, selectMyBets, selectSettledBetsOnTable],
  (pending, submission, myBets, settled): number => {
    if (submission?.status !== 'confirmed' || settled || !myBets) return pending;
    // Data of a later round has a balance the bet was taken off (or refused from).
    if (myBets.roundId > submission.roundId || myBets.requestIds.includes(submission.requestId))
      return pending;
    return pending + totalOf(stakesOf(submission.chips));
  },
);

export const selectConfirmedTotal = createSelector([selectConfirmedStakes], totalOf);

/** Confirmed + pending on each symbol: what the limits count as already committed this round. */
export const selectCommittedStakes = createSelector(
  [selectConfirmedStakes, selectPendingStakes],
  (confirmed, pending): StakeMap => {
    const out: Partial<Record<GameSymbol, number>> = { ...confirmed };
    for (const [symbol, stake] of Object.entries(pending) as [GameSymbol, number][]) {
      out[symbol] = (out[symbol] ?? 0) + stake;
    }
    return out;
  },
);

export const selectIsSubmitting = (state: GameRoot) => state.game.submission?.status === 'pending';

/** The round of bets sent and still waiting for the server's answer; null when none are. */
export const selectSendingRound = (state: GameRoot): number | null =>
  state.game.submission?.status === 'pending' ? state.game.submission.roundId : null;

const selectLimits = (state: GameRoot) => selectBetting(state)?.limits;
export const selectCurrency = (state: GameRoot) => selectBetting(state)?.account.currency ?? '';
export const selectScale = (state: GameRoot) => selectBetting(state)?.account.scale ?? 0;

/**
 * A money formatter bound to the account's currency and scale: one subscription and one function
 * identity per currency, so a poll that leaves the account alone re-renders nothing through it.
 */
export const selectMoneyFormat = createSelector(
  [selectCurrency, selectScale],
  (currency, scale) => (minor: number) => formatMoney(minor, currency, scale),
);

/** The member's stakes on one symbol, as primitives (compare with shallowEqual). */
export interface CellStakes {
  confirmed: number;
  pending: number;
  draft: number;
}

export const selectCellStakes = (state: GameRoot, symbol: GameSymbol): CellStakes => ({
  confirmed: selectConfirmedStakes(state)[symbol] ?? 0,
  pending: selectPendingStakes(state)[symbol] ?? 0,
  draft: selectDraftStakes(state)[symbol] ?? 0,
});

/** The tray's chips: the server's denominations for the account's currency. */
export const selectChips = createSelector([selectLimits, selectCurrency], (limits, currency): number[] =>
  limits ? chipsFor(limits.chips, currency, limits.minStake) : [],
);

/** The chip a tap puts down: the member's pick, or the smallest. */
export const selectSelectedChip = (state: GameRoot): number | null =>
  selectedChipOf(selectChips(state), state.game.selectedChip);

/**
 * What a new chip may still cost: the server's balance less the stakes it does not take off yet and
 * the draft's. The tray disables the chips above it.
 */
export const selectChipRoom = (state: GameRoot): number | null => {
  const balance = selectBetting(state)?.account.balance;
  return balance === undefined ? null : balance - selectUnchargedTotal(state) - selectDraftTotal(state);
};

/**
 * How many of the tray's chips the balance still covers: the smallest ones, since the tray is sorted
 * (all of them before the first answer). A count, so the tray follows a tap only when a chip changes side.
 */
export const selectCoveredChipCount = (state: GameRoot): number => {
  const chips = selectChips(state);
  const room = selectChipRoom(state);
  if (room === null) return chips.length;
  let covered = 0;
  while (covered < chips.length && chips[covered]! <= room) covered += 1;
  return covered;
};

/** The table's limits, as the tray writes them under the chips. */
export const selectTableLimits = createSelector([selectLimits], (limits) =>
  limits
    ? { min: limits.minStake, maxSymbol: limits.maxStakePerSymbol, maxRound: limits.maxStakePerRound }
    : null,
);
