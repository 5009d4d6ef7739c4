/** @jest-environment node */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { diceFromSeed, seedHashOf, toHex } from './commitReveal';
import { SYMBOLS } from './symbols';

const SEED = toHex(Uint8Array.from({ length: 32 }, (_, i) => i));

describe('commit-reveal dice', () => {
  it('publishes SHA-256 of the seed bytes', () => {
    expect(SEED).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    expect(seedHashOf(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });

  it('matches known vectors (computed independently with Python hmac)', () => {
    expect(diceFromSeed(SEED, 1)).toEqual(['SHRIMP', 'ROOSTER', 'TIGER']);
    expect(diceFromSeed(SEED, 42)).toEqual(['GOURD', 'FISH', 'SHRIMP']);
    expect(diceFromSeed(SEED, 1054080)).toEqual(['ROOSTER', 'FISH', 'FISH']);
  });

  it('is deterministic and depends on the round id', () => {
    expect(diceFromSeed(SEED, 7)).toEqual(diceFromSeed(SEED, 7));
    const distinct = new Set(Array.from({ length: 50 }, (_, i) => diceFromSeed(SEED, i).join()));
    expect(distinct.size).toBeGreaterThan(30);
  });

  it('skips bytes >= 252 (rejection sampling)', () => {
    // Find a round whose HMAC starts with a rejected byte and check the first face comes from the next byte.
    for (let roundId = 0; roundId < 5000; roundId += 1) {
      const bytes = [
        ...createHmac('sha256', Buffer.from(SEED, 'hex')).update(`klaklouk:${roundId}`).digest(),
      ];
      if ((bytes[0] ?? 0) < 252) continue;
      const usable = bytes.filter((b) => b < 252).slice(0, 3);
      expect(diceFromSeed(SEED, roundId)).toEqual(usable.map((b) => SYMBOLS[b % 6]));
      return;
    }
    throw new Error('no round with a rejected first byte found');
  });

  it('gives every face about 1/6 of the time (60,000 dice)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i += 1) {
      for (const face of diceFromSeed(toHex(randomBytes(32)), i))
        counts.set(face, (counts.get(face) ?? 0) + 1);
    }
    const expected = 60_000 / 6;
    let chiSquare = 0;
    for (const symbol of SYMBOLS) {
      const observed = counts.get(symbol) ?? 0;
      chiSquare += (observed - expected) ** 2 / expected;
    }
    // 5 degrees of freedom: P(chi² > 25) ≈ 0.00014.
    expect(chiSquare).toBeLessThan(25);
  });

  it('lets anyone verify a revealed seed against its hash', () => {
    const seed = toHex(randomBytes(32));
    expect(seedHashOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
  });
});
