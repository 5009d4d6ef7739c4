import { isAnyOf } from '@reduxjs/toolkit';
import { api } from '@/api/api';
import { addAppListener, type AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import {
  accessTokenRefreshed,
  selectSessionUser,
  sessionExpired,
  signedIn,
  signedOut,
} from '@/session/authSlice';
import { removeSideKey } from '@/lib/storage/sideKeys';
import {
  HANDOFF_KEY,
  noteEndedSession,
  onNewestSignIn,
  onSessionMessage,
  readHandoff,
} from '@/session/crossTab';
import { authApi } from '@/features/auth/authApi';

/**
 * Takes the browser's newest sign-in into this tab if it is not already here (docs/architecture.md,
 * "One session per browser"): when another tab keeps a newer one, once the stored state is restored,
 * and when a stored write was refused because this tab's session is not the newest.
 */
export function followNewestSignIn(store: AppStore): Promise<void> {
  const request = store.dispatch(authApi.endpoints.followNewestSignIn.initiate());
  // Nothing to keep: the outcome is in the auth slice. Settles once the follow has decided, taken or not.
  return request.then(() => request.reset());
}

/**
 * What the tab does when it leaves its session (signed out, expired, or moved to a newer sign-in of
 * the same account), heard from the session's actions: the left session's refresh ends; an ended
 * session's mutations awaiting a refresh are settled, the api cache is dropped (nothing of one member's
 * data is shown to the next) and the tokens a refresh kept for the other tabs are removed. What the
 * game keeps of the session is the game's to forget (features/game/ledgerListeners.ts).
 */
const leaveSession = addAppListener({
  matcher: isAnyOf(signedIn, signedOut, sessionExpired),
  effect: (_action, listenerApi) => {
    const left = selectSessionUser(listenerApi.getOriginalState());
    const user = selectSessionUser(listenerApi.getState());
    if (!left || user?.sessionId === left.sessionId) return;
    const { reauth } = listenerApi.extra;
    reauth.endRefreshOfLeftSession();
    if (user) return;
    reauth.settleMutationsAwaitingRefresh();
    listenerApi.dispatch(api.util.resetApiState());
    // A refresh of this tab answered just as another tab ended the session kept rotated tokens for the
    // other tabs after that tab had removed them: the handoff does not outlive the end. The newest
    // sign-in's key is the ending tab's to remove (rememberEndedSession): read here, after a channel
    // message that overtook the storage write, it may still show the ended session while it already holds
    // another tab's newer sign-in, and removing it would take that sign-in from every tab. An ended
    // session's key left behind is refused by every tab and written over by the next sign-in.
    if (readHandoff(left.sessionId, getConfig().secretKey)) removeSideKey(HANDOFF_KEY);
  },
});

/**
 * Wires the store to the other tabs (session/crossTab.ts): another tab's refreshed tokens are taken,
 * its end of the session ends it here too, and its newer sign-in is followed; and cleans up after a
 * session the tab leaves, however it left (`leaveSession`).
 */
export function startSessionSync(store: AppStore): () => void {
  const { secretKey } = getConfig();
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
    void followNewestSignIn(store);
  }, secretKey);

  const stopFollowing = onNewestSignIn(() => void followNewestSignIn(store));
  const stopReacting = store.dispatch(leaveSession);

  return () => {
    stopFollowing();
    stopListening();
    stopReacting();
  };
}
