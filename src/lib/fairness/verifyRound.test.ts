import { createHash, createHmac, webcrypto } from 'node:crypto';
import type { FairnessCrypto } from '@/lib/fairness/derivation';
import { cryptoJsPrimitives, webCryptoPrimitives } from '@/lib/fairness/primitives';
import { verifyRound, type RoundToCheck } from '@/lib/fairness/verifyRound';

/*
 * Vectors made here with Node's crypto and a derivation written in this file from docs/fairness.md,
 * never taken from the code under test. Both of the client's primitives (Web Crypto, crypto-js) run.
 */
const FACES = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'];
const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const nodeBlock = (seed: string, message: string) =>
  createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest();
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');

/** The documented derivation, with the blocks from `block(n)`; also which bytes it read. */
function referenceDice(block: (n: number) => Buffer): { dice: string[]; skipped: number; blocks: number } {
  const dice: string[] = [];
  let skipped = 0;
  let n = 0;
  for (; dice.length < 3; n += 1) {
    for (const byte of block(n)) {
      if (dice.length === 3) break;
      if (byte < 252) dice.push(FACES[byte % 6] ?? '');
      else skipped += 1;
    }
  }
  return { dice, skipped, blocks: n };
}
const messageOf = (roundId: number, n: number) =>
  n === 0 ? `klaklouk:${roundId}` : `klaklouk:${roundId}:${n}`;
const diceOf = (seed: string, roundId: number) =>
  referenceDice((n) => nodeBlock(seed, messageOf(roundId, n)));

/** A round as an honest server would publish it. */
function honestRound(seed: string, roundId: number): RoundToCheck {
  const hash = sha256Hex(seed);
  return { roundId, seed, publishedHash: hash, seenHash: hash, dice: diceOf(seed, roundId).dice };
}

const implementations: [string, FairnessCrypto][] = [
  ['Web Crypto', webCryptoPrimitives(webcrypto.subtle as unknown as SubtleCrypto)],
  ['crypto-js', cryptoJsPrimitives],
];

describe.each(implementations)('verifyRound with %s', (_name, crypto) => {
  it('verifies the worked example of the documentation', async () => {
    const seed = 'f0e22e03ad2a625f3f149726e1055c409397d5053621675fba0b2f58f8ddc594';
    const result = await verifyRound(honestRound(seed, 7019482), crypto);
    expect(result.derivedDice).toEqual(['GOURD', 'FISH', 'TIGER']);
    expect(result.computedHash).toBe(sha256Hex(seed));
    expect(result.outcome).toBe('verified');
    expect(result.problems).toEqual([]);
    expect(result.reference).toBe('seen');
  });

  it('agrees with the reference derivation over many seeds', async () => {
    for (let i = 0; i < 40; i += 1) {
      const seed = seedOf(`vector-${i}`);
      const roundId = 1000 + i * 7919;
      const result = await verifyRound(honestRound(seed, roundId), crypto);
      expect(result.derivedDice).toEqual(diceOf(seed, roundId).dice);
      expect(result.outcome).toBe('verified');
    }
  });

  it('skips a byte of 252 or more in the first block, and says so', async () => {
    let i = 0;
    while (diceOf(seedOf(`skip-${i}`), 42).skipped === 0) i += 1;
    const seed = seedOf(`skip-${i}`);
    const result = await verifyRound(honestRound(seed, 42), crypto);
    expect(result.outcome).toBe('verified');
    const first = result.blocks[0];
    expect(first?.hmac).toBe(nodeBlock(seed, 'klaklouk:42').toString('hex'));
    const skipped = first?.bytes.filter((byte) => byte.use === 'skipped') ?? [];
    expect(skipped.length).toBe(diceOf(seed, 42).skipped);
    for (const byte of skipped) expect(byte.value).toBeGreaterThanOrEqual(252);
    expect(first?.bytes.filter((byte) => byte.use === 'used').map((byte) => byte.face)).toEqual(
      diceOf(seed, 42).dice,
    );
  });

  it('reads a second HMAC block when the first gives fewer than three faces', async () => {
    // No real seed is known to need it (30 of 32 bytes ≥ 252), so the first block is forced: two
    // faces, thirty bytes ≥ 252. The second block is the real HMAC of "klaklouk:<id>:1".
    const seed = seedOf('second-block');
    const roundId = 77;
    const forced = Buffer.alloc(32, 0xfd);
    forced[5] = 7; // GOURD
    forced[20] = 251; // 251 % 6 = 5: FISH
    const block = (n: number) => (n === 0 ? forced : nodeBlock(seed, messageOf(roundId, n)));
    const expected = referenceDice(block);
    expect(expected.blocks).toBeGreaterThan(1);
    const rigged: FairnessCrypto = {
      sha256: crypto.sha256,
      hmacSha256: async (key, message) =>
        new TextDecoder().decode(message) === `klaklouk:${roundId}`
          ? new Uint8Array(forced)
          : crypto.hmacSha256(key, message),
    };
    const result = await verifyRound({ ...honestRound(seed, roundId), dice: expected.dice }, rigged);
    expect(result.outcome).toBe('verified');
    expect(result.derivedDice).toEqual(expected.dice);
    expect(result.blocks.map((b) => b.message)).toEqual([`klaklouk:${roundId}`, `klaklouk:${roundId}:1`]);
    expect(result.blocks[0]?.bytes.filter((byte) => byte.use === 'skipped')).toHaveLength(30);
    expect(result.blocks[1]?.hmac).toBe(nodeBlock(seed, `klaklouk:${roundId}:1`).toString('hex'));
  });

  it('finds a seed that does not hash to the fingerprint seen', async () => {
    const round = honestRound(seedOf('a'), 5);
    const other = seedOf('b');
    const result = await verifyRound({ ...round, seed: other, dice: diceOf(other, 5).dice }, crypto);
    expect(result.outcome).toBe('mismatch');
    expect(result.problems).toEqual(['hashMismatch']);
  });

  it('finds dice that the seed does not give for this round id', async () => {
    const seed = seedOf('round-id');
    let other = 6;
    while (diceOf(seed, other).dice.join() === diceOf(seed, 5).dice.join()) other += 1;
    const result = await verifyRound({ ...honestRound(seed, other), dice: diceOf(seed, 5).dice }, crypto);
    expect(result.outcome).toBe('mismatch');
    expect(result.problems).toEqual(['diceMismatch']);
  });

  it('checks against the fingerprint seen while betting, not the one sent with the seed', async () => {
    const seen = sha256Hex(seedOf('committed'));
    const swapped = seedOf('swapped');
    // The server sends a new seed with its matching hash and the dice it gives: all consistent but the commitment.
    const result = await verifyRound({ ...honestRound(swapped, 9), seenHash: seen }, crypto);
    expect(result.outcome).toBe('mismatch');
    expect(result.problems).toEqual(['fingerprintChanged', 'hashMismatch']);
  });

  it('says when the seed was not revealed', async () => {
    for (const seed of [null, undefined, '']) {
      const result = await verifyRound({ ...honestRound(seedOf('x'), 3), seed }, crypto);
      expect(result.outcome).toBe('unchecked');
      expect(result.problems).toEqual(['seedMissing']);
      expect(result.blocks).toEqual([]);
    }
  });

  it('does not read malformed hex as a seed or a fingerprint', async () => {
    const round = honestRound(seedOf('hex'), 3);
    for (const seed of [
      'xyz',
      `${round.seed ?? ''}00`,
      (round.seed ?? '').slice(2),
      `${(round.seed ?? '').slice(1)}g`,
      // As the documented recipes read it: nothing trimmed.
      `${round.seed ?? ''}\n`,
      ` ${round.seed ?? ''}`,
    ]) {
      const result = await verifyRound({ ...round, seed }, crypto);
      expect(result.outcome).toBe('unchecked');
      expect(result.problems).toEqual(['seedMalformed']);
    }
    const badSeen = await verifyRound({ ...round, seenHash: 'not-a-hash' }, crypto);
    expect(badSeen.problems).toContain('fingerprintMalformed');
    expect(badSeen.outcome).not.toBe('verified');
    const paddedSeen = await verifyRound({ ...round, seenHash: `${round.seenHash ?? ''}\n` }, crypto);
    expect(paddedSeen.problems).toContain('fingerprintMalformed');
  });

  it('accepts upper-case hex', async () => {
    const round = honestRound(seedOf('case'), 11);
    const result = await verifyRound(
      { ...round, seed: round.seed?.toUpperCase(), seenHash: round.seenHash?.toUpperCase() ?? null },
      crypto,
    );
    expect(result.outcome).toBe('verified');
  });

  it('checks against the published hash when this browser never saw the fingerprint', async () => {
    const round = honestRound(seedOf('late'), 12);
    const result = await verifyRound({ ...round, seenHash: null }, crypto);
    expect(result.outcome).toBe('verified');
    expect(result.reference).toBe('published');
    const none = await verifyRound({ ...round, seenHash: null, publishedHash: null }, crypto);
    expect(none.outcome).toBe('unchecked');
    expect(none.problems).toEqual(['fingerprintMissing']);
  });

  it('checks nothing against the published hash of a round whose betting showed no fingerprint', async () => {
    const round = honestRound(seedOf('unseen'), 13);
    const result = await verifyRound({ ...round, seenHash: '' }, crypto);
    expect(result.outcome).toBe('unchecked');
    expect(result.problems).toEqual(['fingerprintNotShown']);
    expect(result.reference).toBe('seen');
  });
});
