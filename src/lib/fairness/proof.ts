import type { Verification } from '@/lib/fairness/verifyRound';

/**
 * A round's proof as downloaded from its details: what the documented recipe (docs/fairness.md) reads
 * (`roundId`, `seed`, `seedHash`, `dice`) and, beside it, what this browser found. `seedHash` is the
 * fingerprint the seed was checked against: the one seen while betting was open, else the published one.
 */
export interface RoundProof {
  format: 'kla-klouk-round-proof/1';
  roundId: number;
  seed: string | null;
  seedHash: string | null;
  dice: string[];
  fingerprintSeenWhileBetting: string | null;
  fingerprintSeenAt: string | null;
  fingerprintPublished: string | null;
  settledAt: string | null;
  checkedAt: string;
  outcome: Verification['outcome'];
  problems: Verification['problems'];
  sha256OfSeed: string | null;
  derivedDice: string[] | null;
  blocks: { message: string; hmac: string; used: number[]; skipped: number[] }[];
}

const iso = (ms: number | null | undefined) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

export function proofOf(
  verification: Verification,
  times: { seenAt?: number | null; settledAt?: number | null; checkedAt: number },
): RoundProof {
  const seedHash =
    verification.reference === 'published' ? verification.publishedHash : verification.seenHash;
  return {
    format: 'kla-klouk-round-proof/1',
    roundId: verification.roundId,
    seed: verification.seed,
    seedHash,
    dice: verification.shownDice,
    fingerprintSeenWhileBetting: verification.seenHash,
    fingerprintSeenAt: iso(times.seenAt),
    fingerprintPublished: verification.publishedHash,
    settledAt: iso(times.settledAt),
    checkedAt: iso(times.checkedAt) ?? '',
    outcome: verification.outcome,
    problems: verification.problems,
    sha256OfSeed: verification.computedHash,
    derivedDice: verification.derivedDice,
    blocks: verification.blocks.map((block) => ({
      message: block.message,
      hmac: block.hmac,
      used: block.bytes.filter((byte) => byte.use === 'used').map((byte) => byte.index),
      skipped: block.bytes.filter((byte) => byte.use === 'skipped').map((byte) => byte.index),
    })),
  };
}
