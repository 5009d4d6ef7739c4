import type { GameSymbol } from '@/api/symbols';
import {
  bytesToHex,
  deriveDice,
  hexToBytes,
  normalizeHex64,
  type DerivationBlock,
  type FairnessCrypto,
} from '@/lib/fairness/derivation';
import { MISMATCHES, type FairnessOutcome, type FairnessProblem } from '@/lib/fairness/fairRounds';

export type { FairnessOutcome, FairnessProblem } from '@/lib/fairness/fairRounds';

/** What is known of a round when it is checked (docs/fairness.md "What the client checks"). */
export interface RoundToCheck {
  roundId: number;
  /** The revealed seed, as the server sent it (null or absent: not revealed). */
  seed: string | null | undefined;
  /** The fingerprint in the same answer as the seed (betting data at RESULT, or a results/report row). */
  publishedHash: string | null | undefined;
  /**
   * The fingerprint this browser showed while the round's betting was open; '' if it watched betting
   * and none was shown; null if it never did.
   */
  seenHash: string | null;
  /** The dice shown to the member. */
  dice: readonly string[];
}

export interface Verification {
  roundId: number;
  outcome: FairnessOutcome;
  /** Mismatches first, then what kept the round unchecked; empty when verified. */
  problems: FairnessProblem[];
  /** Which fingerprint the seed was checked against: the one seen while betting, else the published one. */
  reference: 'seen' | 'published' | null;
  seed: string | null;
  seenHash: string | null;
  publishedHash: string | null;
  /** hex(SHA-256(seed bytes)), when the seed is readable. */
  computedHash: string | null;
  shownDice: string[];
  derivedDice: GameSymbol[] | null;
  blocks: DerivationBlock[];
}

const text = (value: string | null | undefined) => (typeof value === 'string' && value !== '' ? value : null);

/** The check, step by step; pure apart from the crypto it is given. Never throws for bad input. */
export async function verifyRound(round: RoundToCheck, crypto: FairnessCrypto): Promise<Verification> {
  const problems: FairnessProblem[] = [];
  const rawSeed = text(round.seed);
  const seed = normalizeHex64(rawSeed);
  const rawSeen = text(round.seenHash);
  const rawPublished = text(round.publishedHash);
  const seen = normalizeHex64(rawSeen);
  const published = normalizeHex64(rawPublished);

  if (rawSeed === null) problems.push('seedMissing');
  else if (seed === null) problems.push('seedMalformed');

  let reference: Verification['reference'] = null;
  let expected: string | null = null;
  if (round.seenHash === '') {
    // Betting was watched and showed no fingerprint: a hash published with the seed proves nothing.
    reference = 'seen';
    problems.push('fingerprintNotShown');
  } else if (rawSeen !== null) {
    reference = 'seen';
    expected = seen;
    if (seen === null) problems.push('fingerprintMalformed');
    // A server that changed its commitment would send the new hash with the seed that fits it.
    else if (rawPublished !== null && published !== seen) problems.push('fingerprintChanged');
  } else if (rawPublished !== null) {
    reference = 'published';
    expected = published;
    if (published === null) problems.push('fingerprintMalformed');
  } else {
    problems.push('fingerprintMissing');
  }

  let computedHash: string | null = null;
  let derivedDice: GameSymbol[] | null = null;
  let blocks: DerivationBlock[] = [];
  if (seed !== null) {
    computedHash = bytesToHex(await crypto.sha256(hexToBytes(seed)));
    if (expected !== null && computedHash !== expected) problems.push('hashMismatch');
    const derivation = await deriveDice(seed, round.roundId, crypto);
    derivedDice = derivation.dice;
    blocks = derivation.blocks;
    const shown = round.dice;
    if (shown.length !== 3 || derivedDice.some((face, index) => face !== shown[index])) {
      problems.push('diceMismatch');
    }
  }

  problems.sort((a, b) => Number(MISMATCHES.includes(b)) - Number(MISMATCHES.includes(a)));
  const outcome: FairnessOutcome =
    problems.length === 0
      ? 'verified'
      : MISMATCHES.includes(problems[0] ?? 'seedMissing')
        ? 'mismatch'
        : 'unchecked';
  return {
    roundId: round.roundId,
    outcome,
    problems,
    reference,
    seed: seed ?? rawSeed,
    seenHash: rawSeen,
    publishedHash: rawPublished,
    computedHash,
    shownDice: [...round.dice],
    derivedDice,
    blocks,
  };
}
