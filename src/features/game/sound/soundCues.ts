import type { UnknownAction } from '@reduxjs/toolkit';
import { gameApi } from '@/features/game/gameApi';
import type { BettingData } from '@/features/game/gameSchemas';
import { chipPlaced, draftDoubled, rebetPlaced } from '@/features/game/gameSlice';
import type { SoundCue } from '@/lib/sound/synth';

/*
 * Which sound an action makes on the table: decisions only, carried out by soundListeners.ts.
 */

/** The last seconds of betting that tick: 5, 4, 3, 2, 1. */
export const LAST_SECONDS = 5;
/** A tick this late (a busy page, a timer throttled) still sounds; later ones are skipped. */
const TICK_LATE_MS = 250;

/**
 * The cue of an action, given the round the table showed before it (`was`), or null:
 * - a chip put down (a tap on a symbol, Rebet, Double): `chip`;
 * - a betting answer that shows the round on the table newly closed: `shake`;
 * - a betting answer that shows the round on the table newly settled with a gain for the member: `win`.
 * A first answer (nothing on the table yet) makes no sound: opening the table mid-round is not an event.
 */
export function cueFor(action: UnknownAction, was: BettingData['round'] | undefined): SoundCue | null {
  if (chipPlaced.match(action) || rebetPlaced.match(action) || draftDoubled.match(action)) return 'chip';
  if (!gameApi.endpoints.getBetting.matchFulfilled(action)) return null;
  const { round, lastSettlement } = action.payload;
  if (!was || (was.id === round.id && was.phase === round.phase)) return null;
  if (round.phase === 'CLOSED') return 'shake';
  if (round.phase === 'RESULT' && lastSettlement?.roundId === round.id && lastSettlement.net > 0)
    return 'win';
  return null;
}

/**
 * The next tick of the last seconds: the highest second still to come below `lastPlayed`, and how long
 * until it, with `msLeft` the time left before betting closes. Null once none is left.
 */
export function nextTick(
  msLeft: number,
  lastPlayed: number | null,
): { second: number; waitMs: number } | null {
  for (let second = LAST_SECONDS; second >= 1; second -= 1) {
    if (lastPlayed !== null && second >= lastPlayed) continue;
    const waitMs = msLeft - second * 1000;
    if (waitMs >= -TICK_LATE_MS) return { second, waitMs: Math.max(0, waitMs) };
  }
  return null;
}
