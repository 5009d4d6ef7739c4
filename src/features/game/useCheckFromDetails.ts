import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { selectFairRound } from '@/features/game/fairnessSelectors';
import { roundChecked } from '@/features/game/gameSlice';
import type { Verification } from '@/lib/fairness/verifier';
import { logger } from '@/lib/logger';

/**
 * For a round whose check could not run at its result (the verifier's code not downloaded offline,
 * say) or lacked the seed, the check its details ran since, with the seed the results list has: the
 * table's warning then says what that check found, and goes if the dice were verified. Any other
 * outcome kept is the same check on the same facts, and stays (FairnessWatch re-checks likewise).
 */
export function useCheckFromDetails(): (verification: Verification) => void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (verification: Verification) => {
      const { roundId } = verification;
      const kept = selectFairRound(store.getState(), roundId)?.check?.problem;
      const again = kept === 'checkFailed' || (kept === 'seedMissing' && verification.seed !== null);
      if (!again) return;
      if (verification.outcome === 'verified') {
        logger.info(`Round ${roundId}: dice verified from its details`);
      } else {
        logger.warn(
          `Round ${roundId}: fairness check from its details ${verification.outcome} (${verification.problems.join(', ')})`,
        );
      }
      dispatch(
        roundChecked({
          roundId,
          outcome: verification.outcome,
          problem: verification.problems[0] ?? null,
          reference: verification.reference,
        }),
      );
    },
    [dispatch, store],
  );
}
