import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';

/**
 * A betting call this old without an answer is dropped, so the next poll can go: RTK Query sends no
 * refetch while a call for the entry is under way, and the spec sets no request timeout, so one call
 * lost on a dead connection froze the table for good. Long enough for a slow phone network: dropping
 * calls that would have answered would leave the table with none.
 */
export const POLL_OVERDUE_MS = 10_000;

const settled = isAnyOf(
  gameApi.endpoints.getBetting.matchFulfilled,
  gameApi.endpoints.getBetting.matchRejected,
);

/**
 * Drops every betting call that has waited POLL_OVERDUE_MS, whoever sent it (the table's feed, the bet
 * keeper off the table, a phase-end ask) and whether or not the tab is shown: a call that hung while
 * the tab was hidden does not hold back the read the table asks for when it is shown again.
 */
export function addOverdueBettingCallListener(startListening: AppStartListening): void {
  startListening({
    matcher: gameApi.endpoints.getBetting.matchPending,
    effect: async (action, api) => {
      const { requestId, arg } = action.meta;
      const answered = await api.condition(
        (other) => settled(other) && other.meta.requestId === requestId,
        POLL_OVERDUE_MS,
      );
      if (answered) return;
      const running = api.dispatch(gameApi.util.getRunningQueryThunk('getBetting', arg.originalArgs));
      if (running?.requestId === requestId) running.abort();
    },
  });
}
