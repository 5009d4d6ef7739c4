import {
  boundaryWaitMs,
  clockOffsetOf,
  MAX_BOUNDARY_WAIT_MS,
  phaseEndOf,
  remainingMs,
  secondsLeft,
} from '@/features/game/roundClock';

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

  describe('the wait before asking about the end of the phase', () => {
    it('is just past the end', () => {
      expect(boundaryWaitMs(10_000, 5000, 0)).toBe(5060);
    });

    it('is never a tight loop when the end has passed or is about to', () => {
      expect(boundaryWaitMs(10_000, 20_000, 0)).toBe(300);
    });

    it.each([
      ['30 days away (a paused round)', Date.now() + 30 * 86_400_000, 0],
      ['in microseconds', Date.now() * 1000, 0],
      ['with the server time in seconds', Date.now(), Math.floor(Date.now() / 1000) - Date.now()],
    ])('stays a timer the browser can hold when the end is %s', (_what, phaseEnd, offset) => {
      // setTimeout fires at once for anything over 2^31 − 1 ms, and the table would be asked in a loop.
      const wait = boundaryWaitMs(phaseEnd, Date.now(), offset);
      expect(wait).toBe(MAX_BOUNDARY_WAIT_MS);
      expect(wait).toBeLessThan(2 ** 31 - 1);
    });
  });
});
