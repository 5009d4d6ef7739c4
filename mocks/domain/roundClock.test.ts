/** @jest-environment node */
import { cycleOf, phaseAt, rescheduled, roundAt, roundById, type Schedule } from './roundClock';

const timing = { bettingMs: 20_000, shakeMs: 4_000, resultMs: 6_000 };
const EPOCH = 1_000_000;
const schedules: Schedule[] = [{ startsAt: EPOCH, firstRoundId: 0, timing }];

describe('round clock', () => {
  it('places round n at [epoch + n·cycle, epoch + (n+1)·cycle)', () => {
    expect(cycleOf(timing)).toBe(30_000);
    const round = roundAt(schedules, EPOCH + 5 * 30_000 + 123);
    expect(round).toEqual({
      id: 5,
      openedAt: EPOCH + 150_000,
      closesAt: EPOCH + 170_000,
      resultAt: EPOCH + 174_000,
      endsAt: EPOCH + 180_000,
    });
    expect(roundById(schedules, 5)).toEqual(round);
  });

  it('switches phase exactly at the boundaries', () => {
    const round = roundAt(schedules, EPOCH);
    expect(phaseAt(round, round.openedAt)).toBe('BETTING');
    expect(phaseAt(round, round.closesAt - 1)).toBe('BETTING');
    expect(phaseAt(round, round.closesAt)).toBe('CLOSED');
    expect(phaseAt(round, round.resultAt - 1)).toBe('CLOSED');
    expect(phaseAt(round, round.resultAt)).toBe('RESULT');
    expect(phaseAt(round, round.endsAt - 1)).toBe('RESULT');
    expect(roundAt(schedules, round.endsAt).id).toBe(round.id + 1);
  });

  it('applies new timing from the next round, keeping ids increasing', () => {
    const now = EPOCH + 3 * 30_000 + 10_000; // round 3, betting
    const fast = { bettingMs: 1000, shakeMs: 500, resultMs: 500 };
    const next = rescheduled(schedules, now, fast);
    expect(roundAt(next, now)).toEqual(roundAt(schedules, now));
    const after = roundAt(next, EPOCH + 4 * 30_000);
    expect(after).toEqual({
      id: 4,
      openedAt: EPOCH + 120_000,
      closesAt: EPOCH + 121_000,
      resultAt: EPOCH + 121_500,
      endsAt: EPOCH + 122_000,
    });
    expect(roundAt(next, EPOCH + 122_000).id).toBe(5);
    expect(roundById(next, 3)).toEqual(roundAt(schedules, now));
  });
});
