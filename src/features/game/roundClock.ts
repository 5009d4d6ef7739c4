/*
 * The round clock, corrected for a device clock that is off. Every betting-data answer carries the
 * server's time; offset = serverTime − the local time the answer arrived (the newest answer wins), and
 * "server now" = Date.now() + offset. The error is at most the answer's network latency.
 */

export type Phase = 'BETTING' | 'CLOSED' | 'RESULT';

export interface RoundTimes {
  phase: Phase;
  closesAt: number;
  resultAt: number;
  endsAt: number;
}

export function clockOffsetOf(serverTime: number, receivedAt: number): number {
  return serverTime - receivedAt;
}

/** When the round's current phase ends, in server time. */
export function phaseEndOf(round: RoundTimes): number {
  if (round.phase === 'BETTING') return round.closesAt;
  if (round.phase === 'CLOSED') return round.resultAt;
  return round.endsAt;
}

/** Milliseconds left in the phase, never negative. */
export function remainingMs(phaseEnd: number, localNow: number, offset: number): number {
  return Math.max(0, phaseEnd - (localNow + offset));
}

/** Whole seconds shown on the countdown (rounded up: "1" until the very end). */
export function secondsLeft(phaseEnd: number, localNow: number, offset: number): number {
  return Math.ceil(remainingMs(phaseEnd, localNow, offset) / 1000);
}
