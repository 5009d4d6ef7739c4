import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import type { BettingData } from '@/features/game/gameSchemas';
import { selectBetting } from '@/features/game/gameSelectors';
import { roundStaked, stakedRoundSettled, submissionConfirmed } from '@/features/game/gameSlice';
import { tableOutOfSight } from '@/features/game/submission';

/**
 * How a staked round's outcome reaches the member (docs/game.md "An outcome out of sight"): the table
 * shows it at the result; one settled while no table was in sight (another screen, a hidden tab, a
 * result the polls missed) is told once it comes in, by `MissedOutcome`. A round counts as staked from
 * the first answer that lists the member's stakes in it, or from the confirmation of their bets.
 */
export function addOutcomeListener(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(gameApi.endpoints.getBetting.matchFulfilled, submissionConfirmed),
    effect: (action, api) => {
      // The latest staked round is the one to tell (an older one is settled by then), unless its
      // settlement has come already: a confirmation told after its round's result.
      const stake = (roundId: number) => {
        const state = api.getState();
        const staked = state.game.stakedRound ?? -1;
        const settledUpTo = selectBetting(state)?.lastSettlement?.roundId ?? -1;
        if (staked < roundId && settledUpTo < roundId) api.dispatch(roundStaked({ roundId }));
      };
      if (!gameApi.endpoints.getBetting.matchFulfilled(action)) {
        const submission = api.getState().game.submission;
        if (submission?.status === 'confirmed') stake(submission.roundId);
        return;
      }
      const { round, myBets, lastSettlement } = action.payload;
      const staked = api.getState().game.stakedRound;
      if (staked !== undefined && lastSettlement && lastSettlement.roundId >= staked) {
        // A newer settlement than the staked round's (the server keeps only the last) cannot tell it.
        const own = lastSettlement.roundId === staked;
        const shown =
          own && round.id === staked && round.phase === 'RESULT' && !tableOutOfSight(api.getState());
        api.dispatch(stakedRoundSettled({ missed: own && !shown ? outcomeOf(lastSettlement) : null }));
      }
      const settled = lastSettlement?.roundId === round.id;
      if (!settled && myBets.roundId === round.id && myBets.totalStake > 0) stake(round.id);
    },
  });
}

const outcomeOf = ({
  roundId,
  totalStake,
  totalPayout,
  net,
}: NonNullable<BettingData['lastSettlement']>) => ({
  roundId,
  totalStake,
  totalPayout,
  net,
});
