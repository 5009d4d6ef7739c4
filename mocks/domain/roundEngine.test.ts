/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { diceFromSeed, seedHashOf } from './commitReveal';
import { RoundEngine } from './roundEngine';

const timing = { bettingMs: 20_000, shakeMs: 4_000, resultMs: 6_000 };
const EPOCH = 0;

function engine(startedAt: number, historyLimit = 500, prefilledRounds = 0): RoundEngine {
  return new RoundEngine({
    randomBytes: (n) => new Uint8Array(randomBytes(n)),
    schedules: [{ startsAt: EPOCH, firstRoundId: 0, timing }],
    historyLimit,
    prefilledRounds,
    startedAt,
  });
}

describe('round engine', () => {
  it('commits a seed hash in BETTING and reveals a matching seed at RESULT', () => {
    const e = engine(100 * 30_000);
    const betting = e.current(100 * 30_000);
    expect(betting).toMatchObject({ id: 100, phase: 'BETTING', dice: null, seed: null });
    expect(e.current(100 * 30_000 + 21_000)).toMatchObject({
      phase: 'CLOSED',
      seedHash: betting.seedHash,
      seed: null,
    });
    const at = 100 * 30_000 + 24_000;
    const [settled] = e.advance(at);
    expect(settled?.roundId).toBe(100);
    const result = e.current(at);
    expect(result.phase).toBe('RESULT');
    expect(result.seed).not.toBeNull();
    expect(seedHashOf(result.seed ?? '')).toBe(betting.seedHash);
    expect(result.dice).toEqual(diceFromSeed(result.seed ?? '', 100));
    expect(settled?.settledAt).toBe(at);
  });

  it('settles each round once, in order, and keeps history bounded', () => {
    const e = engine(0, 5);
    const settled = e.advance(20 * 30_000);
    expect(settled.map((r) => r.roundId)).toEqual([15, 16, 17, 18, 19]);
    expect(e.advance(20 * 30_000)).toEqual([]);
    expect(e.resultsPage(0, 10).total).toBe(5);
    expect(e.resultsPage(0, 10).items[0]?.roundId).toBe(19);
  });

  it('starts with prefilled results', () => {
    const e = engine(50 * 30_000 + 1, 500, 10);
    expect(e.advance(50 * 30_000 + 1)).toHaveLength(10);
  });
});
