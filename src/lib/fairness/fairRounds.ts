import type { FairnessOutcome, FairnessProblem } from '@/lib/fairness/verifyRound';

/**
 * What the table keeps of each round it showed (the game slice's `fairRounds`, oldest first): the
 * fingerprint shown while betting was open — the one the revealed seed must match, not merely the hash
 * that comes in the same answer as the seed — and the outcome of the automatic check at the result.
 */
export interface FairRound {
  roundId: number;
  /** The fingerprint shown while the round took bets; null if the table never showed it then. */
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

export function fairRoundOf(rounds: readonly FairRound[], roundId: number | null): FairRound | undefined {
  return roundId === null ? undefined : rounds.find((round) => round.roundId === roundId);
}
