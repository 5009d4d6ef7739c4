import type { RoundFacts } from '@/components/roundDetails/roundFacts';
import { awaitsDismissal, fairRoundOf, type FairRound } from '@/lib/fairness/fairRounds';
import { createSelector } from '@reduxjs/toolkit';
import { gameApi } from '@/features/game/gameApi';
import { diceKey, selectBetting, type GameRoot } from '@/features/game/gameSelectors';

/** The round on the table as the fairness check needs it (primitives only: compared shallowly). */
export interface TableRoundFacts {
  id: number;
  phase: 'BETTING' | 'CLOSED' | 'RESULT';
  seedHash: string;
  seed: string | null;
  /** "TIGER,CRAB,CRAB", or '' before the result. */
  dice: string;
}

export function selectTableRoundFacts(state: GameRoot): TableRoundFacts | null {
  const round = selectBetting(state)?.round;
  if (!round) return null;
  const dice = round.dice ? diceKey(round.dice) : '';
  return { id: round.id, phase: round.phase, seedHash: round.seedHash, seed: round.seed, dice };
}

export const selectFairRounds = (state: GameRoot): readonly FairRound[] => state.game.fairRounds;

export const selectFairRound = (state: GameRoot, roundId: number | null) =>
  fairRoundOf(state.game.fairRounds, roundId);

/** The round on the table, for its details (the times of its phases and the fingerprint it showed). */
export function tableRoundDetails(state: GameRoot): RoundFacts | null {
  const round = selectBetting(state)?.round;
  if (!round?.dice) return null;
  const kept = fairRoundOf(state.game.fairRounds, round.id);
  return {
    roundId: round.id,
    dice: round.dice,
    seed: round.seed,
    publishedHash: round.seedHash,
    seenHash: kept?.seenHash ?? null,
    seenAt: kept?.seenAt ?? null,
    times: { openedAt: round.openedAt, closesAt: round.closesAt, resultAt: round.resultAt },
  };
}

/** Rounds whose check did not verify them and whose warning is not dismissed, oldest first. */
export const selectFairnessWarnings = createSelector([selectFairRounds], (rounds) =>
  rounds.filter(awaitsDismissal),
);

/**
 * A round's details from what the table has: the round on the table, else a row of the results strip
 * (the all-results answer in the cache); null if neither holds it.
 */
export function roundDetailsOf(state: GameRoot, roundId: number): RoundFacts | null {
  const onTable = tableRoundDetails(state);
  if (onTable?.roundId === roundId) return onTable;
  const user = state.auth.user;
  if (!user) return null;
  const results = gameApi.endpoints.allResults.select({
    loginId: user.loginId,
    deviceId: user.sessionId,
    accountId: user.id,
  })(state).data;
  const row = results?.items.find((item) => item.roundId === roundId);
  if (!row) return null;
  const kept = fairRoundOf(state.game.fairRounds, roundId);
  return {
    roundId,
    dice: row.dice,
    seed: row.seed,
    publishedHash: row.seedHash,
    seenHash: kept?.seenHash ?? null,
    seenAt: kept?.seenAt ?? null,
    times: { settledAt: row.settledAt },
  };
}
