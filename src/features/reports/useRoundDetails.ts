import { useCallback, useState } from 'react';
import { useAppStore } from '@/app/hooks';
import type { RoundFacts } from '@/components/roundDetails/RoundDetails';
import { fairRoundOf } from '@/lib/fairness/fairRounds';

/** A row of the Results screen or of My bets: what the round's details need of it. */
export interface ReportRound {
  roundId: number;
  dice: readonly string[];
  seed?: string | null;
  seedHash?: string | null;
  settledAt: number;
}

/**
 * The round whose details are open, and the opener. The fingerprint this browser saw while the round
 * took bets is the table's (`game.fairRounds`, read from the store's state, not through the game
 * feature's code); a round it never showed is checked against the published hash only.
 */
export function useRoundDetails() {
  const store = useAppStore();
  const [round, setRound] = useState<RoundFacts | null>(null);
  const open = useCallback(
    (row: ReportRound) => {
      const kept = fairRoundOf(store.getState().game.fairRounds, row.roundId);
      setRound({
        roundId: row.roundId,
        dice: row.dice,
        seed: row.seed,
        publishedHash: row.seedHash,
        seenHash: kept?.seenHash ?? null,
        seenAt: kept?.seenAt ?? null,
        times: { settledAt: row.settledAt },
      });
    },
    [store],
  );
  const close = useCallback(() => setRound(null), []);
  return { round, open, close };
}
