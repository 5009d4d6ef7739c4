import { api } from '@/api/api';
import { reauthSession } from '@/api/reauthSession';
import type { AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { accessTokenRefreshed, selectSessionUser, sessionExpired, signedOut } from '@/session/authSlice';
import { removeSideKey } from '@/lib/storage/sideKeys';
import {
  HANDOFF_KEY,
  noteEndedSession,
  onNewestSignIn,
  onSessionMessage,
  readHandoff,
} from '@/session/crossTab';
import { authApi } from '@/features/auth/authApi';
import { forgetPendingSubmissionOf } from '@/features/game/pendingLedger';

/**
 * Takes the browser's newest sign-in into this tab if it is not already here (docs/architecture.md,
 * "One session per browser"): when another tab keeps a newer one, once the stored state is restored,
 * and when a stored write was refused because this tab's session is not the newest.
 */
export function followNewestSignIn(store: AppStore): void {
  const request = store.dispatch(authApi.endpoints.followNewestSignIn.initiate());
  // Nothing to keep: the outcome is in the auth slice.
  void request.then(() => request.reset());
}

/**
 * Wires the store to the other tabs (session/crossTab.ts) and, when a session ends, drops the api cache,
 * the session's spare pending submission and its tokens kept for the other tabs, so nothing of one
 * member's data is shown to the next.
 */
export function startSessionSync(store: AppStore): () => void {
  const { secretKey } = getConfig();
  const reauth = store.dispatch(reauthSession());
  const stopListening = onSessionMessage((message) => {
    const user = selectSessionUser(store.getState());
    if (!user || user.sessionId !== message.sessionId) return;
    if (message.type === 'refreshed') {
      const handoff = readHandoff(user.sessionId, secretKey);
      if (handoff && handoff.accessToken !== user.accessToken) {
        store.dispatch(
          accessTokenRefreshed({ accessToken: handoff.accessToken, refreshToken: handoff.refreshToken }),
        );
      }
      return;
    }
    // Kept in memory: this tab's view of the storage may show the ended session's keys a moment longer.
    store.dispatch(noteEndedSession(message.sessionId, message.reason));
    store.dispatch(message.reason === 'expired' ? sessionExpired() : signedOut());
    // Ended by another tab's sign-in, whose word may have come before this end and been passed over
    // then (the key showed this session, or an older one): that sign-in is taken now.
    followNewestSignIn(store);
  }, secretKey);

  let previousUser = selectSessionUser(store.getState());
  const stopWatching = store.subscribe(() => {
    const user = selectSessionUser(store.getState());
    const left = previousUser !== null && user?.sessionId !== previousUser.sessionId;
    const ended = previousUser !== null && user === null ? previousUser : null;
    // Updated before dispatching: the reset notifies this listener again, re-entrantly.
    previousUser = user;
    if (left) reauth.endRefreshOfLeftSession();
    if (!ended) return;
    reauth.settleMutationsAwaitingRefresh();
    store.dispatch(api.util.resetApiState());
    forgetPendingSubmissionOf(ended.sessionId, secretKey);
    // A refresh of this tab answered just as another tab ended the session kept rotated tokens for
    // the other tabs after that tab had removed them: the handoff does not outlive the end. The newest
    // sign-in's key is the ending tab's to remove (rememberEndedSession): read here, after a channel
    // message that overtook the storage write, it may still show the ended session while it already
    // holds another tab's newer sign-in, and removing it would take that sign-in from every tab. An
    // ended session's key left behind is refused by every tab and written over by the next sign-in.
    if (readHandoff(ended.sessionId, secretKey)) removeSideKey(HANDOFF_KEY);
  });

  const stopFollowing = onNewestSignIn(() => followNewestSignIn(store));

  return () => {
    stopFollowing();
    stopListening();
    stopWatching();
  };
}
