import { api } from '@/api/api';
import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { startSessionSync } from '@/app/sessionSync';
import { PENDING_KEY, readPendingSubmission, writePendingSubmission } from '@/features/game/pendingLedger';
import { signedIn } from '@/session/authSlice';
import { seal } from '@/lib/crypto/sealedBox';
import {
  closeSessionChannel,
  ENDED_KEY,
  HANDOFF_KEY,
  onSessionMessage,
  readHandoff,
  rememberEndedSession,
  writeHandoff,
  type SessionMessage,
} from '@/session/crossTab';
import { sessionUser } from '@/testing/sessionUser';
import { pendingSubmission } from '@/testing/pendingSubmission';

const user = sessionUser({ accessToken: 'old-access', sessionId: 'session-a' });

// A cached query that needs no network, so the cache has something to lose.
const cacheProbe = api.injectEndpoints({
  endpoints: (build) => ({ cacheProbe: build.query<number, void>({ queryFn: () => ({ data: 1 }) }) }),
});

/** What each test opened; closed after it even when an assertion failed (an open channel keeps Node alive). */
const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

/** This tab (a signed-in store, synced) and another tab: a second channel of the same name. */
function twoTabs() {
  const store = makeStore();
  store.dispatch(signedIn({ user, refreshToken: 'old-refresh' }));
  const stop = startSessionSync(store);
  const channel = new BroadcastChannel('kla-klouk:session');
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stop();
    channel.close();
  };
  opened.push(close);
  return {
    store,
    /**
     * Sends as the other tab (a channel never hears its own messages) and resolves once this tab has
     * handled it: the listener below is added to this tab's channel after the sync's own, and listeners
     * of one event run in the order they were added, so when it hears the message the sync has acted.
     */
    send: (message: SessionMessage) =>
      new Promise<void>((resolve) => {
        const unlisten = onSessionMessage((heard) => {
          if (JSON.stringify(heard) !== JSON.stringify(message)) return;
          unlisten();
          resolve();
        }, getConfig().secretKey);
        channel.postMessage(message);
      }),
    close,
  };
}

describe('tabs agree on the session', () => {
  it('adopts the token another tab refreshed, from the sealed handoff', async () => {
    const tabs = twoTabs();
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

    await tabs.send({ type: 'refreshed', sessionId: 'session-a' });

    expect(tabs.store.getState().auth.user?.accessToken).toBe('new-access');
    expect(tabs.store.getState().auth.refreshToken).toBe('new-refresh');
    tabs.close();
  });

  // Another session's tab refreshed, and rewrote the handoff, between this session's refresh and its
  // word reaching this tab.
  it("does not adopt the tokens another session's refresh left in the handoff", async () => {
    const tabs = twoTabs();
    writeHandoff(
      {
        sessionId: 'session-b',
        previousAccessToken: 'b-old-access',
        accessToken: 'b-access',
        refreshToken: 'b-refresh',
      },
      getConfig().secretKey,
    );

    await tabs.send({ type: 'refreshed', sessionId: 'session-a' });

    expect(tabs.store.getState().auth.user?.accessToken).toBe('old-access');
    expect(tabs.store.getState().auth.refreshToken).toBe('old-refresh');
    tabs.close();
  });

  it('signs out when another tab logs out, and marks expiry when another tab’s refresh failed', async () => {
    const tabs = twoTabs();
    await tabs.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });
    expect(tabs.store.getState().auth).toEqual({ user: null, refreshToken: null, expired: false });

    tabs.store.dispatch(signedIn({ user, refreshToken: 'r' }));
    await tabs.send({ type: 'ended', sessionId: 'session-a', reason: 'expired' });
    expect(tabs.store.getState().auth.expired).toBe(true);
    tabs.close();
  });

  it('ignores messages about another session', async () => {
    const tabs = twoTabs();
    await tabs.send({ type: 'ended', sessionId: 'someone-else', reason: 'logout' });
    expect(tabs.store.getState().auth.user).not.toBeNull();
    tabs.close();
  });

  it('drops the api cache when the session ends', async () => {
    const tabs = twoTabs();
    await tabs.store.dispatch(cacheProbe.endpoints.cacheProbe.initiate());
    expect(Object.keys(tabs.store.getState().api.queries)).not.toHaveLength(0);

    await tabs.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });

    expect(tabs.store.getState().api.queries).toEqual({});
    tabs.close();
  });

  it("forgets the ended session's spare pending submission, whichever tab owned it", async () => {
    const tabs = twoTabs();
    writePendingSubmission('session-a', pendingSubmission({ requestId: 'r-1' }), getConfig().secretKey);

    await tabs.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });

    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    tabs.close();
  });

  it("keeps another session's pending submission when this one ends", async () => {
    const tabs = twoTabs();
    writePendingSubmission('session-b', pendingSubmission({ requestId: 'r-2' }), getConfig().secretKey);

    await tabs.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });

    expect(tabs.store.getState().auth.user).toBeNull();
    expect(readPendingSubmission('session-b', getConfig().secretKey)?.requestId).toBe('r-2');
    tabs.close();
    localStorage.clear();
  });

  // This tab's refresh was answered just as another tab logged the session out: the rotated tokens it
  // kept for the other tabs must not outlive the logout in storage.
  it("drops the ended session's tokens a refresh of this tab kept, and keeps another session's", async () => {
    const { secretKey } = getConfig();
    const rotated = { previousAccessToken: 'old-access', accessToken: 'late', refreshToken: 'late-refresh' };
    const tabs = twoTabs();
    writeHandoff({ sessionId: 'session-a', ...rotated }, secretKey);

    await tabs.send({ type: 'ended', sessionId: 'session-a', reason: 'logout' });

    expect(readHandoff('session-a', secretKey)).toBeNull();
    expect(localStorage.getItem(HANDOFF_KEY)).toBeNull();
    tabs.close();

    const next = twoTabs();
    writeHandoff({ sessionId: 'session-b', ...rotated }, secretKey);
    await next.send({ type: 'ended', sessionId: 'session-a', reason: 'expired' });
    expect(readHandoff('session-b', secretKey)).not.toBeNull();
    next.close();
    localStorage.clear();
  });
});

describe('what another tab says is checked', () => {
  it('ignores a channel message of another shape', async () => {
    const tabs = twoTabs();
    const heard: SessionMessage[] = [];
    const unlisten = onSessionMessage((message) => heard.push(message), getConfig().secretKey);
    const channel = new BroadcastChannel('kla-klouk:session');
    channel.postMessage({ type: 'ended', sessionId: 'session-a', reason: 'hacked' });
    channel.postMessage({ type: 'ended', sessionId: 42, reason: 'logout' });
    await tabs.send({ type: 'refreshed', sessionId: 'session-b' });
    channel.close();
    unlisten();
    expect(heard).toEqual([{ type: 'refreshed', sessionId: 'session-b' }]);
    expect(tabs.store.getState().auth.user?.sessionId).toBe('session-a');
    tabs.close();
  });

  it('refuses a handoff whose refresh token is not text (it would be sent to the server)', () => {
    const { secretKey } = getConfig();
    const handoff = { sessionId: 'session-a', previousAccessToken: 'old-access', accessToken: 'new' };
    localStorage.setItem(HANDOFF_KEY, seal(JSON.stringify({ ...handoff, refreshToken: 7 }), secretKey));
    expect(readHandoff('session-a', secretKey)).toBeNull();
    localStorage.setItem(HANDOFF_KEY, seal(JSON.stringify(handoff), secretKey));
    expect(readHandoff('session-a', secretKey)).toEqual(handoff);
    localStorage.clear();
  });
});

// Safari before 15.4 has no BroadcastChannel (security review F12): such a tab hears the other tabs
// from the storage events of the keys their messages follow.
describe('tabs agree on the session without BroadcastChannel', () => {
  const channelClass = globalThis.BroadcastChannel;
  beforeEach(() => {
    closeSessionChannel();
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  });
  afterEach(() => {
    globalThis.BroadcastChannel = channelClass;
    closeSessionChannel();
    localStorage.clear();
  });

  /** This tab, signed in and synced; `written` is what another tab put under `key` (jsdom sends no event). */
  function thisTab() {
    const store = makeStore();
    store.dispatch(signedIn({ user, refreshToken: 'old-refresh' }));
    opened.push(startSessionSync(store));
    const written = (key: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    return { store, written };
  }

  it('signs out when another tab logs out, and marks expiry when its refresh failed', () => {
    const { secretKey } = getConfig();
    const tab = thisTab();
    rememberEndedSession('session-other', 'logout', secretKey);
    tab.written(ENDED_KEY);
    expect(tab.store.getState().auth.user?.sessionId).toBe('session-a');

    rememberEndedSession('session-a', 'expired', secretKey);
    tab.written(ENDED_KEY);
    expect(tab.store.getState().auth.user).toBeNull();
    expect(tab.store.getState().auth.expired).toBe(true);
  });

  it('adopts the token another tab refreshed, and not another session’s', () => {
    const { secretKey } = getConfig();
    const tab = thisTab();
    const rotated = {
      previousAccessToken: 'old-access',
      accessToken: 'new-access',
      refreshToken: 'new-refresh',
    };
    writeHandoff({ sessionId: 'session-b', ...rotated }, secretKey);
    tab.written(HANDOFF_KEY);
    expect(tab.store.getState().auth.user?.accessToken).toBe('old-access');

    writeHandoff({ sessionId: 'session-a', ...rotated }, secretKey);
    tab.written(HANDOFF_KEY);
    expect(tab.store.getState().auth.user?.accessToken).toBe('new-access');
    expect(tab.store.getState().auth.refreshToken).toBe('new-refresh');
  });
});
