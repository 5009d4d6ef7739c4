import type { AppDispatch } from '@/app/hooks';
import { getConfig } from '@/config/env';
import { readPlayRecord } from '@/features/limits/limitsStorage';
import { selectSessionUser, type WithAuth } from '@/session/authSlice';
import { playLoaded, type PlayState } from '@/session/play/playSlice';
import { playNow } from '@/session/play/playClock';

type WithPlay = WithAuth & { play: PlayState };

/** Whether the store holds the signed-in account's play record, read for this session. */
export function holdsPlayRecord(state: WithPlay): boolean {
  const user = selectSessionUser(state);
  const { play } = state;
  return (
    user !== null &&
    play.status !== 'idle' &&
    play.accountId === user.id &&
    play.record.session?.sessionId === user.sessionId
  );
}

/**
 * Reads the signed-in account's play record from the browser into the store (`playLoaded`). The
 * frame's preparation at the boot (app/SignedInFrame.tsx), and PlayKeeper's.
 */
export function loadPlayRecord(store: { getState(): WithPlay; dispatch: AppDispatch }): void {
  const user = selectSessionUser(store.getState());
  if (!user) return;
  const read = readPlayRecord(user.id, getConfig().secretKey, playNow(store.getState()));
  store.dispatch(
    playLoaded({ accountId: user.id, sessionId: user.sessionId, signedInAt: user.signedInAt, ...read }),
  );
}
