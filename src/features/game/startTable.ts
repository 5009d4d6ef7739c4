import type { AppDispatch } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectSessionUser, type WithAuth } from '@/session/authSlice';

/**
 * The table's preparation at the boot (GamePage's `prepare`): asks for the first betting answer
 * before React first renders the table, so that the table renders with it in the transition's
 * slices rather than in a synchronous render of its own when it comes. BettingFeed's subscription
 * takes the request over when it mounts (docs/decisions/0033-screens-start-their-data-before-the-first-render.md).
 */
export function startTable(store: { getState(): WithAuth; dispatch: AppDispatch }): void {
  const user = selectSessionUser(store.getState());
  if (user) void store.dispatch(gameApi.endpoints.getBetting.initiate(user.id, { subscribe: false }));
}
