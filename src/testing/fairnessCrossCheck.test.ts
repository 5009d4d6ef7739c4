import { randomBytes, webcrypto } from 'node:crypto';
import { diceFromSeed, seedHashOf } from '../../mocks/index';
import { cryptoJsPrimitives, webCryptoPrimitives } from '@/lib/fairness/primitives';
import { verifyRound } from '@/lib/fairness/verifyRound';

/*
 * The client's dice derivation (written from docs/fairness.md) against the simulator's own, the
 * oracle: random seeds and round ids, through both of the client's crypto implementations.
 */
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

describe('fairness cross-check with the simulator', () => {
  it('derives the simulator’s dice and fingerprint from 300 random seeds', async () => {
    for (let i = 0; i < 300; i += 1) {
      const seed = randomBytes(32).toString('hex');
      const roundId = 1 + Math.floor(Math.random() * 10_000_000);
      const crypto = i % 2 === 0 ? webCryptoPrimitives(subtle) : cryptoJsPrimitives;
      const hash = seedHashOf(seed);
      const dice = diceFromSeed(seed, roundId);
      const result = await verifyRound({ roundId, seed, publishedHash: hash, seenHash: hash, dice }, crypto);
      expect({ roundId, seed, dice: result.derivedDice, hash: result.computedHash }).toEqual({
        roundId,
        seed,
        dice,
        hash,
      });
      expect(result.outcome).toBe('verified');
    }
  });
});
