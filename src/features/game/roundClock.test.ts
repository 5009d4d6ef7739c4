import { clockOffsetOf, phaseEndOf, remainingMs, secondsLeft } from '@/features/game/roundClock';

const round = { closesAt: 10_000, resultAt: 12_000, endsAt: 15_000 };

describe('round clock', () => {
  it('ends each phase at its own boundary', () => {
    expect(phaseEndOf({ ...round, phase: 'BETTING' })).toBe(10_000);
    expect(phaseEndOf({ ...round, phase: 'CLOSED' })).toBe(12_000);
    expect(phaseEndOf({ ...round, phase: 'RESULT' })).toBe(15_000);
  });

  it('is right when the device clock is an hour fast', () => {
    const hour = 3_600_000;
    // The answer said 4000 (server); it arrived when the device read 4000 + 1 h.
    const offset = clockOffsetOf(4000, 4000 + hour);
    expect(offset).toBe(-hour);
    expect(remainingMs(10_000, 5000 + hour, offset)).toBe(5000);
    expect(secondsLeft(10_000, 5000 + hour, offset)).toBe(5);
  });

  it('is right when the device clock is slow', () => {
    const offset = clockOffsetOf(4000, 1000);
    expect(remainingMs(10_000, 2000, offset)).toBe(5000);
  });

  it('never goes below zero and rounds seconds up', () => {
    expect(remainingMs(10_000, 11_000, 0)).toBe(0);
    expect(secondsLeft(10_000, 9_001, 0)).toBe(1);
    expect(secondsLeft(10_000, 10_000, 0)).toBe(0);
  });
});
