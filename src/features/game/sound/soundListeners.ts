import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectBetting, selectBettingClosesAt, selectGameInactive } from '@/features/game/gameSelectors';
import { OUTCOME_TOLD_MS } from '@/features/game/reveal';
import { cueFor, nextTick } from '@/features/game/sound/soundCues';
import { selectSoundOn, SOUND_KEY, soundTurnedOff, soundTurnedOn } from '@/features/game/sound/soundSlice';
import { tableOutOfSight } from '@/features/game/submission';
import { writeSideKey } from '@/lib/storage/sideKeys';

/**
 * The table's sounds, as listeners of the store (docs/game.md "Sound"): no component runs an effect for
 * them, and they stop with the store. The decisions are soundCues.ts's; the audio is the store's
 * SoundOutput (`extra.sound`), which stays silent in a hidden tab.
 */
export function addSoundListeners(startListening: AppStartListening): void {
  // The member's choice is remembered on the device; turning sound on is the gesture that may start
  // the audio, and a chip's click says it works.
  startListening({
    matcher: isAnyOf(soundTurnedOn, soundTurnedOff),
    effect: (action, { extra }) => {
      const on = soundTurnedOn.match(action);
      writeSideKey(SOUND_KEY, on ? 'on' : 'off');
      if (!on) return;
      extra.sound.unlock();
      extra.sound.play('chip');
    },
  });

  // A chip, the shake, a win. The win waits until the bowl has told it (OUTCOME_TOLD_MS), as the balance does.
  startListening({
    predicate: (action, state, before) =>
      selectSoundOn(state) && cueFor(action, selectBetting(before)?.round) !== null,
    effect: async (action, api) => {
      const cue = cueFor(action, selectBetting(api.getOriginalState())?.round);
      if (cue === null) return;
      if (cue !== 'chip' && tableOutOfSight(api.getState())) return;
      if (cue === 'win') await api.delay(OUTCOME_TOLD_MS);
      if (selectSoundOn(api.getState())) api.extra.sound.play(cue);
    },
  });

  // The last seconds of betting tick, once each, from the first answer of a betting phase (or sound
  // turned on during one) until betting closes. The close is read again before each tick: every answer
  // corrects the clock. A newer betting phase takes over from the previous one's ticks.
  startListening({
    predicate: (action, state, before) => {
      if (!selectSoundOn(state) || selectBetting(state)?.round.phase !== 'BETTING') return false;
      if (soundTurnedOn.match(action)) return true;
      if (!gameApi.endpoints.getBetting.matchFulfilled(action)) return false;
      const was = selectBetting(before)?.round;
      return was?.id !== action.payload.round.id || was.phase !== 'BETTING';
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const roundId = selectBetting(api.getState())?.round.id;
      if (roundId === undefined) return;
      let lastPlayed: number | null = null;
      for (;;) {
        const closesAt = selectBettingClosesAt(api.getState(), roundId);
        const tick: ReturnType<typeof nextTick> =
          closesAt === null ? null : nextTick(closesAt - Date.now(), lastPlayed);
        if (tick === null) return;
        await api.delay(tick.waitMs);
        const state = api.getState();
        if (!selectSoundOn(state) || selectBettingClosesAt(state, roundId) === null) return;
        lastPlayed = tick.second;
        // A game the server says is not active takes no bets: its seconds are not counted down aloud.
        if (!tableOutOfSight(api.getState()) && !selectGameInactive(state)) api.extra.sound.play('tick');
      }
    },
  });
}
