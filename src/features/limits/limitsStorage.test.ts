import { playLimitsKey, readPlayRecord, writePlayRecord } from '@/features/limits/limitsStorage';
import * as sealedBox from '@/lib/crypto/sealedBox';
import { DAY_MS, HOUR_MS, limitAt, requestLimit, NO_LIMIT } from '@/session/play/limits';
import { EMPTY_RECORD, type PlayRecord } from '@/session/play/playSlice';

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
    writePlayRecord(ACCOUNT, { ...recordWith(1000), breakUntil: T0 + DAY_MS }, SECRET, T0);
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
    writePlayRecord(ACCOUNT, recordWith(1000), SECRET, T0);
    damage();
    const { record, unreadable } = readPlayRecord(ACCOUNT, SECRET, T0);
    expect(unreadable).toBe(false);
    expect(limitAt(record.limits.stake, T0)).toBe(1000);
  });

  it('keeps the strictest readable value when one copy is an older, looser one put back', () => {
    writePlayRecord(ACCOUNT, recordWith(5000), SECRET, T0);
    const older = localStorage.getItem(playLimitsKey(ACCOUNT));
    writePlayRecord(ACCOUNT, recordWith(1000), SECRET, T0 + HOUR_MS);
    localStorage.setItem(playLimitsKey(ACCOUNT), older ?? '');
    const { record } = readPlayRecord(ACCOUNT, SECRET, T0 + HOUR_MS);
    expect(limitAt(record.limits.stake, T0 + HOUR_MS)).toBe(1000);
  });

  it('keeps a limit readable in one copy when the same part of the other cannot be read', () => {
    writePlayRecord(ACCOUNT, recordWith(1000, 3000), SECRET, T0);
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
    writePlayRecord(ACCOUNT, recordWith(1000), SECRET, T0);
    for (const key of [playLimitsKey(ACCOUNT), copyKey]) {
      localStorage.setItem(key, damage(localStorage.getItem(key) ?? ''));
    }
    expect(readPlayRecord(ACCOUNT, SECRET, T0).unreadable).toBe(true);
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
    );
    expect(limitAt(merged.limits.stake, T0 + HOUR_MS)).toBe(500);
    expect(merged.breakUntil).toBe(T0 + 7 * DAY_MS);
    expect(merged.rounds.map((round) => round.roundId)).toEqual([1, 2]);
    expect(merged.lastRoundId).toBe(2);
  });

  it('opens a copy again only when its text has changed', () => {
    writePlayRecord(ACCOUNT, recordWith(5000), SECRET, T0);
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

  it('forgets rounds and deposits older than the 24-hour window', () => {
    writePlayRecord(
      ACCOUNT,
      {
        ...EMPTY_RECORD,
        rounds: [{ roundId: 1, at: T0, stake: 100, payout: 0 }],
        deposits: [{ at: T0, amount: 100 }],
      },
      SECRET,
      T0,
    );
    const { record } = readPlayRecord(ACCOUNT, SECRET, T0 + DAY_MS);
    expect(record.rounds).toEqual([]);
    expect(record.deposits).toEqual([]);
  });
});
