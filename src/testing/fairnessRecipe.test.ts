import { execFileSync } from 'node:child_process';
import { randomBytes, webcrypto } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diceFromSeed, seedHashOf } from '../../mocks/index';
import { proofOf } from '@/lib/fairness/proof';
import { webCryptoPrimitives } from '@/lib/fairness/primitives';
import { verifyRound } from '@/lib/fairness/verifyRound';

/*
 * The Node recipe of docs/fairness.md, taken from the page as it is written (the js block after the
 * `recipe:node` marker), run with Node on a simulator round and on a proof the client makes.
 */
function recipeFromDoc(): string {
  const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'fairness.md'), 'utf8');
  const match = /<!-- recipe:node[^>]*-->\s*```js\n([\s\S]*?)\n```/.exec(doc);
  if (!match?.[1]) throw new Error('docs/fairness.md has no recipe:node block');
  return match[1];
}

const dir = mkdtempSync(join(tmpdir(), 'kk-recipe-'));
const script = join(dir, 'verify-round.mjs');
writeFileSync(script, recipeFromDoc());

/** The recipe's output and exit code. */
function run(args: string[]): { out: string; code: number } {
  try {
    return { out: execFileSync(process.execPath, [script, ...args], { encoding: 'utf8' }), code: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; status?: number };
    return { out: failed.stdout ?? '', code: failed.status ?? -1 };
  }
}

describe('the documented Node recipe', () => {
  const seed = randomBytes(32).toString('hex');
  const roundId = 4_200_017;
  const hash = seedHashOf(seed);
  const dice = diceFromSeed(seed, roundId);
  let wrongId = roundId + 1;
  while (diceFromSeed(seed, wrongId).join() === dice.join()) wrongId += 1;

  it('accepts a simulator round given as seed, hash, round id and dice', () => {
    expect(run([seed, hash, String(roundId), dice.join(',')])).toEqual({
      out: `OK round ${roundId}: ${dice.join(', ')}\n`,
      code: 0,
    });
  });

  it('refuses a wrong seed, a wrong round id and other dice', () => {
    const other = randomBytes(32).toString('hex');
    expect(run([other, hash, String(roundId)]).out).toMatch(/^MISMATCH: SHA-256\(seed\)/);
    expect(run([seed, hash, String(wrongId), dice.join(',')])).toMatchObject({ code: 1 });
    expect(run(['zz', hash, String(roundId)]).out).toMatch(/^MISMATCH: the seed is not 64/);
  });

  it('accepts the proof the client downloads, and refuses it once edited', async () => {
    const verification = await verifyRound(
      { roundId, seed, publishedHash: hash, seenHash: hash, dice },
      webCryptoPrimitives(webcrypto.subtle as unknown as SubtleCrypto),
    );
    const proof = proofOf(verification, { seenAt: 1, settledAt: 2, checkedAt: 3 });
    const file = join(dir, 'proof.json');
    writeFileSync(file, JSON.stringify(proof));
    expect(run([file])).toEqual({ out: `OK round ${roundId}: ${dice.join(', ')}\n`, code: 0 });
    writeFileSync(file, JSON.stringify({ ...proof, roundId: wrongId }));
    expect(run([file]).code).toBe(1);
  });
});
