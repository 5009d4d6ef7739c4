import type { AppDispatch } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectSubmission, type GameRoot } from '@/features/game/gameSelectors';
import { selectSessionUser, type WithAuth } from '@/session/authSlice';

/**
 * The table's preparation at the boot (GamePage's `prepare`): asks for the first betting answer
 * before React first renders the table, and returns it for the first render to wait on (a short
 * while at most), so that the table renders with it in the transition's slices. BettingFeed's
 * subscription takes the request over when it mounts. It runs after the frame's, which has loaded
 * the play record the answer is counted in (docs/decisions/0033-screens-start-their-data-before-the-first-render.md).
 */
export function startTable(store: {
  getState(): WithAuth & GameRoot;
  dispatch: AppDispatch;
}): PromiseLike<unknown> | undefined {
  const user = selectSessionUser(store.getState());
  // A submission still pending is settled by the answer the mounted table asks for: settled before
  // the table is there, it would be told as out of sight, as the late line (submission.ts, toldLate).
  if (!user || selectSubmission(store.getState())?.status === 'pending') return undefined;
  // The request's promise settles with the query's outcome, an error included; it never rejects.
  return store.dispatch(gameApi.endpoints.getBetting.initiate(user.id, { subscribe: false }));
}
