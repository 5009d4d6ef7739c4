/*
 * The play clock: the time every play limit is asked about and every entry of the play record carries
 * (docs/decisions/0037-play-limits-on-the-server-clock.md). It is the server's clock as the answers
 * show it (this device's time plus the offset the play slice keeps), or the device's own until an
 * answer has come to this store (the moment after a load, a tab offline).
 */

/** The part of the root state the play clock reads. */
export interface WithPlayClock {
  play: { clockOffset?: number };
}

/**
 * An offset under a second is the answer's own network latency, not a clock that is off: the device's
 * time is kept, so the play clock does not jitter with every answer.
 */
export const CLOCK_NOISE_MS = 1000;

/**
 * The offset to keep for one answer's reading of the server's clock minus this device's (its server
 * time less when it arrived here).
 */
export const playClockOffsetOf = (reading: number): number =>
  Math.abs(reading) < CLOCK_NOISE_MS ? 0 : reading;

/** What to add to this device's time to be on the play clock (0 before an answer). */
export const selectPlayClockOffset = (state: WithPlayClock): number => state.play.clockOffset ?? 0;

/** Whether the play clock is the server's: an answer has come to this store since its sign-in. */
export const selectPlayClockKnown = (state: WithPlayClock): boolean => state.play.clockOffset !== undefined;

/** Now, on the play clock. */
export const playNow = (state: WithPlayClock, deviceNow: number = Date.now()): number =>
  deviceNow + selectPlayClockOffset(state);
