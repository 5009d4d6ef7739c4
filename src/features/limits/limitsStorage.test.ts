import { playLimitsKey, readPlayRecord, writePlayRecord } from '@/features/limits/limitsStorage';
import * as sealedBox from '@/lib/crypto/sealedBox';
import {
  DAY_MS,
  depositsInWindow,
  HOUR_MS,
  limitAt,
  requestLimit,
  NO_LIMIT,
  UNREADABLE_BREAK,
  UNREADABLE_LIMIT,
} from '@/session/play/limits';
import { EMPTY_RECORD, type PlayRecord, type SessionTally } from '@/session/play/playSlice';

const SECRET = 'test-secret-for-play-limits';
const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const ACCOUNT = 7;
const copyKey = `${playLimitsKey(ACCOUNT)}:copy`;

function recordWith(stake: number | null, loss: number | null = null): PlayRecord {
  return {
    ...EMPTY_RECORD,
    limits: {
      ...EMPTY_RECORD.limits,
      stake: requestLimit(NO_LIMIT, stake, T0),
      loss: requestLimit(NO_LIMIT, loss, T0),
    },
  };
}

beforeEach(() => localStorage.clear());

describe('play limits in the browser', () => {
  it('a browser with nothing stored has no limits and nothing to report', () => {
    expect(readPlayRecord(ACCOUNT, SECRET, T0)).toEqual({ record: EMPTY_RECORD, unreadable: false });
  });

  it('are kept sealed per account and read back', () => {
    writePlayRecord(ACCOUNT, { ...recordWith(1000), breakUntil: T0 + DAY_MS }, SECRET, T0, true);
    expect(localStorage.getItem(playLimitsKey(ACCOUNT))).toMatch(/^kk1\./);
    expect(localStorage.getItem(playLimitsKey(ACCOUNT))).not.toContain('1000');
    const { record, unreadable } = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(unreadable).toBe(false);
    expect(limitAt(record.limits.stake, T0)).toBe(1000);
    expect(record.breakUntil).toBe(T0 + DAY_MS);
    expect(readPlayRecord(ACCOUNT + 1, SECRET, T0).record).toEqual(EMPTY_RECORD);
  });

  it.each`
    damage                                                               | what
    ${() => localStorage.setItem(playLimitsKey(ACCOUNT), 'kk1.garbage')} | ${'one copy tampered'}
    ${() => localStorage.removeItem(copyKey)}                            | ${'one copy gone'}
  `('keeps the limit when $what', ({ damage }) => {
    writePlayRecord(ACCOUNT, recordWith(1000), SECRET, T0, true);
    damage();
    const { record, unreadable } = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(unreadable).toBe(false);
    expect(limitAt(record.limits.stake, T0)).toBe(1000);
  });

  it('keeps the strictest readable value when one copy is an older, looser one put back', () => {
    writePlayRecord(ACCOUNT, recordWith(5000), SECRET, T0, true);
    const older = localStorage.getItem(playLimitsKey(ACCOUNT));
    writePlayRecord(ACCOUNT, recordWith(1000), SECRET, T0 + HOUR_MS, true);
    localStorage.setItem(playLimitsKey(ACCOUNT), older ?? '');
    const { record } = readPlayRecord(ACCOUNT, SECRET, T0 + HOUR_MS);
    expect(limitAt(record.limits.stake, T0 + HOUR_MS)).toBe(1000);
  });

  it('keeps a limit readable in one copy when the same part of the other cannot be read', () => {
    writePlayRecord(ACCOUNT, recordWith(1000, 3000), SECRET, T0, true);
    const damaged = { ...recordWith(1000, 3000), limits: { ...recordWith(1000).limits, loss: 'lots' } };
    localStorage.setItem(copyKey, sealedBox.seal(JSON.stringify(damaged), SECRET));
    const { record, unreadable } = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(unreadable).toBe(false);
    expect(limitAt(record.limits.loss, T0)).toBe(3000);
  });

  it.each`
    damage                                                                                       | what
    ${(text: string) => text.slice(0, -4) + 'AAAA'}                                              | ${'both copies altered'}
    ${() => sealedBox.seal('not json', 'another-secret')}                                        | ${'both sealed with another key'}
    ${() => sealedBox.seal(JSON.stringify({ limits: { stake: 12 }, breakUntil: null }), SECRET)} | ${'both readable but the limits are not'}
  `('reports the record unreadable, never as "no limits", when $what', ({ damage }) => {
    writePlayRecord(ACCOUNT, recordWith(1000), SECRET, T0, true);
    for (const key of [playLimitsKey(ACCOUNT), copyKey]) {
      localStorage.setItem(key, damage(localStorage.getItem(key) ?? ''));
    }
    const { record, unreadable } = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(unreadable).toBe(true);
    // Kept as the strictest until the member sets them again, never as "no limit" or "no break".
    expect(record.limits.stake).toEqual(UNREADABLE_LIMIT);
  });

  it('reports a break no copy can read as such, never as no break', () => {
    writePlayRecord(ACCOUNT, { ...recordWith(1000), breakUntil: T0 + DAY_MS }, SECRET, T0, true);
    const damaged = { ...recordWith(1000), breakUntil: 'soon' };
    for (const key of [playLimitsKey(ACCOUNT), copyKey]) {
      localStorage.setItem(key, sealedBox.seal(JSON.stringify(damaged), SECRET));
    }
    expect(readPlayRecord(ACCOUNT, SECRET, T0)).toMatchObject({
      unreadable: true,
      record: { breakUntil: UNREADABLE_BREAK },
    });
  });

  it('reads back a limit that could not be read while its removal waits', () => {
    const stake = { ...UNREADABLE_LIMIT, pending: { value: null, from: T0 + DAY_MS }, changedAt: T0 };
    writePlayRecord(
      ACCOUNT,
      { ...EMPTY_RECORD, limits: { ...EMPTY_RECORD.limits, stake } },
      SECRET,
      T0,
      true,
    );
    expect(readPlayRecord(ACCOUNT, SECRET, T0)).toMatchObject({
      unreadable: false,
      record: { limits: { stake } },
    });
  });

  it("merges another tab's write: the limit changed last, the longer break, every round", () => {
    const mine = recordWith(1000);
    writePlayRecord(
      ACCOUNT,
      {
        ...recordWith(500),
        limits: { ...recordWith(500).limits, stake: requestLimit(NO_LIMIT, 500, T0 + HOUR_MS) },
        breakUntil: T0 + 7 * DAY_MS,
        rounds: [{ roundId: 1, at: T0, stake: 100, payout: 0 }],
        lastRoundId: 1,
      },
      SECRET,
      T0 + HOUR_MS,
      true,
    );
    const merged = writePlayRecord(
      ACCOUNT,
      {
        ...mine,
        breakUntil: T0 + DAY_MS,
        rounds: [{ roundId: 2, at: T0 + 1, stake: 200, payout: 0 }],
        lastRoundId: 2,
      },
      SECRET,
      T0 + HOUR_MS,
      true,
    );
    expect(limitAt(merged.limits.stake, T0 + HOUR_MS)).toBe(500);
    expect(merged.breakUntil).toBe(T0 + 7 * DAY_MS);
    expect(merged.rounds.map((round) => round.roundId)).toEqual([1, 2]);
    expect(merged.lastRoundId).toBe(2);
  });

  it('opens a copy again only when its text has changed', () => {
    writePlayRecord(ACCOUNT, recordWith(5000), SECRET, T0, true);
    const opened = jest.spyOn(sealedBox, 'open');
    const first = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(opened).toHaveBeenCalledTimes(2);
    expect(readPlayRecord(ACCOUNT, SECRET, T0)).toEqual(first);
    expect(opened).toHaveBeenCalledTimes(2);
    // Another tab writes one copy: that one is opened, and what it holds is read.
    localStorage.setItem(playLimitsKey(ACCOUNT), sealedBox.seal(JSON.stringify(recordWith(1000)), SECRET));
    const after = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(opened).toHaveBeenCalledTimes(3);
    expect(limitAt(after.record.limits.stake, T0)).toBe(1000);
  });

  it('keeps a refused deposit refused when a copy written before the refusal comes back', () => {
    const asked = { ...EMPTY_RECORD, deposits: [{ at: T0, amount: 5000 }] };
    writePlayRecord(
      ACCOUNT,
      { ...EMPTY_RECORD, deposits: [{ at: T0, amount: 5000, refused: true }] },
      SECRET,
      T0,
      true,
    );
    // Another tab, which saw the deposit asked but not its refusal, writes its record.
    const merged = writePlayRecord(ACCOUNT, asked, SECRET, T0, true);
    expect(merged.deposits).toEqual([{ at: T0, amount: 5000, refused: true }]);
    expect(depositsInWindow(readPlayRecord(ACCOUNT, SECRET, T0).record.deposits, T0)).toBe(0);
  });

  it('forgets rounds and deposits older than the 24-hour window only on a write on the server clock', () => {
    const old = {
      ...EMPTY_RECORD,
      rounds: [{ roundId: 1, at: T0, stake: 100, payout: 0 }],
      deposits: [{ at: T0, amount: 100 }],
    };
    writePlayRecord(ACCOUNT, old, SECRET, T0, true);
    // A day later on a clock that may be the device's (set forward, say): read and written, nothing goes.
    expect(readPlayRecord(ACCOUNT, SECRET, T0 + 31 * DAY_MS).record).toMatchObject({
      rounds: old.rounds,
      deposits: old.deposits,
    });
    writePlayRecord(ACCOUNT, old, SECRET, T0 + 31 * DAY_MS, false);
    expect(readPlayRecord(ACCOUNT, SECRET, T0).record.rounds).toEqual(old.rounds);
    // On the server's clock, they have left the window.
    writePlayRecord(ACCOUNT, EMPTY_RECORD, SECRET, T0 + DAY_MS, true);
    const { record } = readPlayRecord(ACCOUNT, SECRET, T0 + DAY_MS);
    expect(record.rounds).toEqual([]);
    expect(record.deposits).toEqual([]);
  });

  describe("one session's tallies from two tabs", () => {
    const tally = (startedAt: number, rest: Partial<SessionTally> = {}): SessionTally => ({
      sessionId: 's1',
      startedAt,
      firstRoundId: null,
      rounds: 0,
      staked: 0,
      paid: 0,
      realityAnsweredUpTo: 0,
      ...rest,
    });
    // This device's clock runs an hour ahead of the server's.
    const DEVICE = T0 + HOUR_MS;

    it("keeps that the session's times are on the server's clock", () => {
      const session = tally(T0, { onServerClock: true, realityAnsweredUpTo: T0 + 30 * 60_000 });
      writePlayRecord(ACCOUNT, { ...EMPTY_RECORD, session }, SECRET, T0, true);
      expect(readPlayRecord(ACCOUNT, SECRET, T0).record.session).toEqual(session);
    });

    it("takes the times of the tally on the server's clock, whichever counted more", () => {
      // A tab on the server's clock that has counted a round; this one, opened off the table, has not
      // had an answer yet and holds the sign-in on the device's clock.
      const timed = tally(T0, { firstRoundId: 10, rounds: 1, staked: 500, realityAnsweredUpTo: T0 + 1 });
      writePlayRecord(ACCOUNT, { ...EMPTY_RECORD, session: timed }, SECRET, T0, true);
      const mine = tally(DEVICE, { realityAnsweredUpTo: DEVICE + 2 });
      const merged = writePlayRecord(ACCOUNT, { ...EMPTY_RECORD, session: mine }, SECRET, DEVICE, false);
      expect(merged.session).toEqual({ ...timed, onServerClock: true });
      // The other way round: the tab on the server's clock counted less.
      localStorage.clear();
      writePlayRecord(
        ACCOUNT,
        { ...EMPTY_RECORD, session: tally(DEVICE, { rounds: 2 }) },
        SECRET,
        DEVICE,
        false,
      );
      const again = writePlayRecord(
        ACCOUNT,
        { ...EMPTY_RECORD, session: tally(T0, { onServerClock: true }) },
        SECRET,
        T0,
        true,
      );
      expect(again.session).toMatchObject({ startedAt: T0, onServerClock: true, rounds: 2 });
    });
  });
});
