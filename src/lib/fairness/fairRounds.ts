/**
 * Why a round is not verified. The first six leave it unchecked (`fingerprintNotShown`: the table saw
 * the round take bets with no fingerprint; `checkFailed`: the verifier could not run, e.g. its chunk
 * did not download); the last three are a mismatch:
 * the seed does not hash to the fingerprint, the fingerprint with the result is not the one shown
 * while betting was open, or the seed gives other dice than those shown.
 */
export const FAIRNESS_PROBLEMS = [
  'seedMissing',
  'seedMalformed',
  'fingerprintMissing',
  'fingerprintNotShown',
  'fingerprintMalformed',
  'checkFailed',
  'hashMismatch',
  'fingerprintChanged',
  'diceMismatch',
] as const;
export type FairnessProblem = (typeof FAIRNESS_PROBLEMS)[number];
export const MISMATCHES: readonly FairnessProblem[] = ['hashMismatch', 'fingerprintChanged', 'diceMismatch'];

export const FAIRNESS_OUTCOMES = ['verified', 'mismatch', 'unchecked'] as const;
export type FairnessOutcome = (typeof FAIRNESS_OUTCOMES)[number];

/**
 * What the table keeps of each round it showed (the game slice's `fairRounds`, oldest first): the
 * fingerprint shown while betting was open — the one the revealed seed must match, not merely the hash
 * that comes in the same answer as the seed — and the outcome of the automatic check at the result.
 */
export interface FairRound {
  roundId: number;
  /**
   * The fingerprint shown while the round took bets; '' if the table saw it take bets with none (a
   * fingerprint that comes later in the phase replaces it); null if the table never saw it take bets.
   */
  seenHash: string | null;
  seenAt: number | null;
  check: FairCheck | null;
  /** The member dismissed the warning of a round that was not verified. */
  dismissed?: true;
}

export interface FairCheck {
  outcome: FairnessOutcome;
  /** The first problem (verifyRound's order: mismatches first); null when verified. */
  problem: FairnessProblem | null;
  reference: 'seen' | 'published' | null;
  checkedAt: number;
}

/** The rounds kept: more than the results strip's ten, bounded so the stored game stays small. */
export const FAIR_ROUNDS_KEPT = 30;

/** A fingerprint longer than a well-formed one (64) is kept cut to this: still malformed, and small. */
export const KEPT_HASH_CHARS = 128;

/** The round's check did not verify it and the member has not dismissed its warning. */
export const awaitsDismissal = (round: FairRound): boolean =>
  round.check !== null && round.check.outcome !== 'verified' && round.dismissed !== true;

/**
 * Drops the oldest round beyond FAIR_ROUNDS_KEPT, the newest one excepted, that does not await
 * dismissal: a warning stays until dismissed, however many rounds come after it. Only when every
 * older round awaits dismissal does the oldest go, so the list stays bounded.
 */
export function trimFairRounds(rounds: FairRound[]): void {
  while (rounds.length > FAIR_ROUNDS_KEPT) {
    const older = rounds.slice(0, -1).findIndex((round) => !awaitsDismissal(round));
    rounds.splice(Math.max(older, 0), 1);
  }
}

export function fairRoundOf(rounds: readonly FairRound[], roundId: number | null): FairRound | undefined {
  return roundId === null ? undefined : rounds.find((round) => round.roundId === roundId);
}
