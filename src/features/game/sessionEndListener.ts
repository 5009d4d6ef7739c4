import type { AppStartListening } from '@/app/hooks';
import { stakedRoundOutlivedSession, submissionOutlivedSession } from '@/features/game/gameSlice';
import { sessionExpired } from '@/session/authSlice';

/**
 * A session that expires while its bets are being sent empties the game, and with it the only
 * record that they were sent. The submission is kept, unresolved, for the same account's next
 * sign-in in this tab (gameSlice.ts, `sessionEndedFor`), so that the table can say so. So is a
 * staked round whose outcome is still owed (`stakedRoundEndedFor`), so that it is still told.
 */
export function addSessionEndListener(startListening: AppStartListening): void {
  startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      const before = api.getOriginalState();
      const submission = before.game.submission;
      const accountId = before.auth.user?.id;
      if (submission?.status === 'pending' && accountId !== undefined) {
        api.dispatch(submissionOutlivedSession({ accountId, submission }));
      }
      const roundId = before.game.stakedRound;
      if (roundId !== undefined && accountId !== undefined) {
        api.dispatch(stakedRoundOutlivedSession({ accountId, roundId }));
      }
    },
  });
}
