import type { AppStartListening } from '@/app/hooks';
import { submissionOutlivedSession } from '@/features/game/gameSlice';
import { sessionExpired } from '@/session/authSlice';

/**
 * A session that expires while its bets are being sent empties the game, and with it the only
 * record that they were sent. The submission is kept, unresolved, for the same account's next
 * sign-in in this tab (gameSlice.ts, `sessionEndedFor`), so that the table can say so.
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
    },
  });
}
