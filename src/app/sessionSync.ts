import { api } from '@/api/api';
import type { AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { accessTokenRefreshed, selectSessionUser, sessionExpired, signedOut } from '@/session/authSlice';
import { onSessionMessage, readHandoff } from '@/session/crossTab';

/**
 * Wires the store to the other tabs (session/crossTab.ts) and drops the api cache when a session ends,
 * so nothing of one member's data is shown to the next.
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
    store.dispatch(message.reason === 'expired' ? sessionExpired() : signedOut());
  });

  let wasSignedIn = selectSessionUser(store.getState()) !== null;
  const stopWatching = store.subscribe(() => {
    const signedIn = selectSessionUser(store.getState()) !== null;
    const ended = wasSignedIn && !signedIn;
    // Updated before dispatching: the reset notifies this listener again, re-entrantly.
    wasSignedIn = signedIn;
    if (ended) store.dispatch(api.util.resetApiState());
  });

  return () => {
    stopListening();
    stopWatching();
  };
}
