import { createSlice } from '@reduxjs/toolkit';
import { readSideKey } from '@/lib/storage/sideKeys';

/** The device remembers whether the member turned sound on (docs/storage.md). */
export const SOUND_KEY = 'klaklouk:sound';

export interface SoundState {
  /** Off until the member turns it on. */
  on: boolean;
}

/** The remembered choice; anything but "on" (nothing stored, storage refused) is off. */
export function rememberedSound(): SoundState {
  return { on: readSideKey(SOUND_KEY) === 'on' };
}

const soundSlice = createSlice({
  name: 'sound',
  // Lazy: each store reads the device's choice when it is made, not when this module loads.
  initialState: rememberedSound,
  reducers: {
    soundTurnedOn(state) {
      state.on = true;
    },
    soundTurnedOff(state) {
      state.on = false;
    },
  },
});

export const { soundTurnedOn, soundTurnedOff } = soundSlice.actions;
export const soundReducer = soundSlice.reducer;
export const selectSoundOn = (state: { sound: SoundState }) => state.sound.on;
