/** Rounds as a pure function of the server clock. */
export type Phase = 'BETTING' | 'CLOSED' | 'RESULT';

export interface RoundTiming {
  readonly bettingMs: number;
  readonly shakeMs: number;
  readonly resultMs: number;
}

/** From `startsAt` on, round firstRoundId + n occupies [startsAt + n·cycle, startsAt + (n+1)·cycle). */
export interface Schedule {
  readonly startsAt: number;
  readonly firstRoundId: number;
  readonly timing: RoundTiming;
}

export interface RoundWindow {
  readonly id: number;
  readonly openedAt: number;
  readonly closesAt: number;
  readonly resultAt: number;
  readonly endsAt: number;
}

export function cycleOf(timing: RoundTiming): number {
  return timing.bettingMs + timing.shakeMs + timing.resultMs;
}

function windowIn(schedule: Schedule, index: number): RoundWindow {
  const { timing } = schedule;
  const openedAt = schedule.startsAt + index * cycleOf(timing);
  return {
    id: schedule.firstRoundId + index,
    openedAt,
    closesAt: openedAt + timing.bettingMs,
    resultAt: openedAt + timing.bettingMs + timing.shakeMs,
    endsAt: openedAt + cycleOf(timing),
  };
}

/** The schedule in force at `now`: the last one that has started (schedules sorted by startsAt). */
function scheduleAt(schedules: readonly Schedule[], now: number): Schedule {
  let found = schedules[0];
  for (const s of schedules) if (s.startsAt <= now) found = s;
  if (found === undefined) throw new Error('no schedule');
  return found;
}

export function roundAt(schedules: readonly Schedule[], now: number): RoundWindow {
  const schedule = scheduleAt(schedules, now);
  return windowIn(schedule, Math.floor((now - schedule.startsAt) / cycleOf(schedule.timing)));
}

export function roundById(schedules: readonly Schedule[], id: number): RoundWindow {
  let found = schedules[0];
  for (const s of schedules) if (s.firstRoundId <= id) found = s;
  if (found === undefined) throw new Error('no schedule');
  return windowIn(found, id - found.firstRoundId);
}

export function phaseAt(round: RoundWindow, now: number): Phase {
  if (now < round.closesAt) return 'BETTING';
  if (now < round.resultAt) return 'CLOSED';
  return 'RESULT';
}

/**
 * Schedules after a timing change at `now`: the running round ends under its old timing and the new
 * timing starts with the next round, so round ids keep increasing. Only the schedule in force and the
 * new one are kept.
 */
export function rescheduled(schedules: readonly Schedule[], now: number, timing: RoundTiming): Schedule[] {
  const current = roundAt(schedules, now);
  const inForce = scheduleAt(schedules, now);
  const next: Schedule = { startsAt: current.endsAt, firstRoundId: current.id + 1, timing };
  return [inForce, next];
}
