import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { startSessionSync } from '@/app/sessionSync';
import { signedIn, type SessionUser } from '@/session/authSlice';
import { HANDOFF_KEY, writeHandoff, type SessionMessage } from '@/session/crossTab';

const user: SessionUser = {
  accessToken: 'old-access',
  levelName: 'Member',
  subLevelId: 6,
  loginId: '010000001',
  id: 1001,
  sessionId: 'session-a',
  currency: 'USD',
};

/** Another tab: a second channel of the same name (a channel never hears its own messages). */
function otherTab() {
  const channel = new BroadcastChannel('kla-klouk:session');
  return {
    send: (message: SessionMessage) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('tabs agree on the session', () => {
  it('adopts the token another tab refreshed, from the sealed handoff', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'old-refresh' }));
    const stop = startSessionSync(store);
    const tab = otherTab();
    writeHandoff(
      {
        sessionId: 'session-a',
        previousAccessToken: 'old-access',
        accessToken: 'new-access',
        refreshToken: 'new-refresh',
      },
      getConfig().secretKey,
    );
    expect(localStorage.getItem(HANDOFF_KEY)).not.toContain('new-access');

    tab.send({ type: 'refreshed', sessionId: 'session-a' });
    await settle();

    expect(store.getState().auth.user?.accessToken).toBe('new-access');
    expect(store.getState().auth.refreshToken).toBe('new-refresh');
    stop();
    tab.close();
  });

  it('signs out when another tab logs out, and marks expiry when another tab’s refresh failed', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    const stop = startSessionSync(store);
    const tab = otherTab();

    tab.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });
    await settle();
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: false });

    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    tab.send({ type: 'ended', sessionId: 'session-a', reason: 'expired' });
    await settle();
    expect(store.getState().auth.expired).toBe(true);
    stop();
    tab.close();
  });

  it('ignores messages about another session', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    const stop = startSessionSync(store);
    const tab = otherTab();
    tab.send({ type: 'ended', sessionId: 'someone-else', reason: 'logout' });
    await settle();
    expect(store.getState().auth.user).not.toBeNull();
    stop();
    tab.close();
  });

  it('drops the api cache when the session ends', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    const stop = startSessionSync(store);
    const tab = otherTab();
    tab.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });
    await settle();
    expect(store.getState().api.queries).toEqual({});
    stop();
    tab.close();
  });
});
