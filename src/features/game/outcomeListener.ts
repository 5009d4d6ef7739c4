import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import {
  outcomeShown,
  roundStaked,
  stakedRoundSettled,
  submissionConfirmed,
} from '@/features/game/gameSlice';
import { tableOutOfSight } from '@/features/game/submission';

/**
 * How a staked round's outcome reaches the member (docs/game.md "An outcome out of sight"): the table
 * shows it in the bowl at the result; one settled while no table was in sight (another screen, a
 * hidden or reloaded tab, a result the polls missed) is told as soon as its settlement is read, by
 * `OutcomeToast`. A round counts as staked from the first answer that lists the member's stakes in it,
 * or from the confirmation of their bets, even one that comes after the round's settlement.
 */
export function addOutcomeListener(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(gameApi.endpoints.getBetting.matchFulfilled, submissionConfirmed),
    effect: (action, api) => {
      const before = api.getState();
      const betting = selectBetting(before);
      if (!betting) return;
      const { round, lastSettlement } = betting;
      const inSight = !tableOutOfSight(before);
      const settledOnTable = round.phase === 'RESULT' && lastSettlement?.roundId === round.id;
      if (inSight && settledOnTable && before.game.shownOutcome !== round.id) {
        api.dispatch(outcomeShown({ roundId: round.id }));
      }

      const newlyStaked = submissionConfirmed.match(action) ? confirmedRound(before) : stakedOnTable(before);
      const state = api.getState();
      if (
        newlyStaked !== null &&
        newlyStaked > (state.game.stakedRound ?? -Infinity) &&
        newlyStaked !== state.game.shownOutcome &&
        (lastSettlement?.roundId ?? -Infinity) <= newlyStaked
      ) {
        api.dispatch(roundStaked({ roundId: newlyStaked }));
      }

      const owed = api.getState().game.stakedRound;
      if (owed === undefined) return;
      // Two rounds on and still no settlement of it (one held back or lost): nothing will tell it, and
      // nothing should go on reading for it (outcomeWatch.ts).
      if (round.id > owed + 1 && (lastSettlement?.roundId ?? -Infinity) < owed) {
        api.dispatch(stakedRoundSettled({ missed: null }));
        return;
      }
      if (!lastSettlement || lastSettlement.roundId < owed) return;
      // A newer settlement than the owed round's (the server keeps only the last) cannot tell it.
      if (lastSettlement.roundId > owed) {
        api.dispatch(stakedRoundSettled({ missed: null }));
        return;
      }
      // Its result still on the server, read out of sight (a reload before the table is up, a hidden
      // tab): the table may yet show it, so the next answer decides.
      if (round.id === owed && round.phase === 'RESULT') return;
      const { totalStake, totalPayout, net } = lastSettlement;
      api.dispatch(stakedRoundSettled({ missed: { roundId: owed, totalStake, totalPayout, net } }));
    },
  });
}

/** The round of a submission just confirmed. */
function confirmedRound(state: GameRoot): number | null {
  const submission = state.game.submission;
  return submission?.status === 'confirmed' ? submission.roundId : null;
}

/** The round on the table, when the betting data lists the member's stakes in it and it is not settled. */
function stakedOnTable(state: GameRoot): number | null {
  const betting = selectBetting(state);
  if (!betting) return null;
  const { round, myBets, lastSettlement } = betting;
  const staked = myBets.roundId === round.id && myBets.totalStake > 0;
  return staked && lastSettlement?.roundId !== round.id ? round.id : null;
}
