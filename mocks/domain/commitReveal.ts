import { createHash, createHmac } from 'node:crypto';
import { SYMBOLS, type Dice, type DiceSymbol } from './symbols';

/**
 * Commit-reveal dice (docs/simulator.md "Dice derivation").
 * - seed: 32 random bytes, written as 64 lowercase hex characters.
 * - seedHash = hex(SHA-256(seed bytes)), published from the start of BETTING.
 * - dice: bytes of HMAC-SHA256(key = seed bytes, message = `klaklouk:${roundId}`) read in order; a byte b
 *   is used only if b < 252 (rejection sampling, so every face is equally likely) and gives face b % 6,
 *   an index into SYMBOLS (board order). Should 32 bytes not yield three faces, the next block is
 *   HMAC-SHA256(seed, `klaklouk:${roundId}:${n}`) for n = 1, 2, …
 */
export const SEED_BYTES = 32;

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

export function diceFromSeed(seedHex: string, roundId: number): Dice {
  const key = Buffer.from(seedHex, 'hex');
  const faces: DiceSymbol[] = [];
  for (let block = 0; faces.length < 3; block += 1) {
    const message = block === 0 ? `klaklouk:${roundId}` : `klaklouk:${roundId}:${block}`;
    for (const byte of createHmac('sha256', key).update(message).digest()) {
      if (byte < 252) faces.push(SYMBOLS[byte % 6] ?? 'TIGER');
      if (faces.length === 3) break;
    }
  }
  const [a, b, c] = faces;
  if (a === undefined || b === undefined || c === undefined) throw new Error('unreachable: three faces');
  return [a, b, c];
}
