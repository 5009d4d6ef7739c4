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

/** A phase boundary is asked about a moment after it passes, so the server has moved on … */
const BOUNDARY_SLACK_MS = 60;
/** … but never sooner than this, so a server a little behind our estimate is not asked in a tight loop … */
const MIN_BOUNDARY_WAIT_MS = 300;
/**
 * … nor later than this: a timer set beyond 2^31 − 1 ms fires at once, and a far-off end (a paused
 * round, times in another unit) would then be asked about in a tight loop. Polling covers long phases;
 * the timer is re-armed with every answer.
 */
export const MAX_BOUNDARY_WAIT_MS = 60_000;

/** How long to wait before asking about the end of the phase on the table. */
export function boundaryWaitMs(phaseEnd: number, localNow: number, offset: number): number {
  const untilEnd = remainingMs(phaseEnd, localNow, offset) + BOUNDARY_SLACK_MS;
  return Math.min(MAX_BOUNDARY_WAIT_MS, Math.max(MIN_BOUNDARY_WAIT_MS, untilEnd));
}
