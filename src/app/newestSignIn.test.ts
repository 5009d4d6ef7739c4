import { waitFor } from '@testing-library/react';
import { getResponse, http } from 'msw';
import { persistStore } from 'redux-persist';
import { WITHDRAWAL_CREATE_PATH } from '@/api/paths';
import { browserStorage, newestSessionOnly, PERSIST_KEY, restored } from '@/app/persist';
import { followNewestSignIn, startSessionSync } from '@/app/sessionSync';
import { makeStore, type AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { authApi } from '@/features/auth/authApi';
import { gameApi } from '@/features/game/gameApi';
import { chipPlaced, initialGameState, submissionStarted } from '@/features/game/gameSlice';
import { readPendingSubmission } from '@/features/game/pendingLedger';
import { walletApi } from '@/features/wallet/walletApi';
import { open, seal } from '@/lib/crypto/sealedBox';
import { selectSessionUser, type SessionUser } from '@/session/authSlice';
import {
  closeSessionChannel,
  ENDED_KEPT,
  ENDED_KEY,
  endedSessionReason,
  newestSignInSessionId,
  readNewestSignIn,
  rememberEndedSession,
  SIGN_IN_KEY,
} from '@/session/crossTab';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_AGENT, DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const secret = getConfig().secretKey;
const chip = { symbol: 'TIGER', amount: 100 } as const;

// A storage event reaches every store synced in this one page: each test's tab stops listening after it.
const stops: (() => void)[] = [];
function synced(store: AppStore): AppStore {
  stops.push(startSessionSync(store));
  return store;
}
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  closeSessionChannel();
});

/** The calls a tab has under way: a follow of the newest sign-in, a logout. */
const underWay = (store: AppStore) => [
  ...store.dispatch(authApi.util.getRunningQueriesThunk()),
  ...store.dispatch(authApi.util.getRunningMutationsThunk()),
];
/** Until the tab has no call under way: what a storage event started in it has decided. */
const settled = (store: AppStore) => waitFor(() => expect(underWay(store)).toEqual([]));

/** Another tab signs in: its login keeps the session under the sealed key, which this tab hears of. */
async function otherTabSignsIn(credentials: { phoneNumber: string; password: string }) {
  const other = await signedInStore(credentials);
  // The storage event a browser sends the other tabs of the page (jsdom's one page sends none).
  window.dispatchEvent(
    new StorageEvent('storage', { key: SIGN_IN_KEY, newValue: localStorage.getItem(SIGN_IN_KEY) }),
  );
  return userOf(other);
}

function logoutCalls() {
  return harness.requests.filter((request) => request.path === '/api/oauth/logout');
}

describe('one session per browser: the newest sign-in', () => {
  it('is kept, sealed, by the login', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const user = userOf(store);

    expect(localStorage.getItem(SIGN_IN_KEY)).not.toContain(user.accessToken);
    expect(readNewestSignIn(secret)).toEqual({ user, refreshToken: store.getState().auth.refreshToken });
  });

  it('is heard of only when another tab keeps one (not when the key is removed or the storage cleared)', async () => {
    const store = makeStore();
    synced(store);
    await signedInStore(DEMO_MEMBER);
    const sealed = localStorage.getItem(SIGN_IN_KEY);
    for (const event of [
      { key: SIGN_IN_KEY, newValue: null },
      { key: null, newValue: null },
      { key: 'other', newValue: sealed },
    ]) {
      window.dispatchEvent(new StorageEvent('storage', event));
    }
    // A storage event the tab follows starts the follow at once; none of these started one.
    expect(underWay(store)).toEqual([]);
    expect(selectSessionUser(store.getState())).toBeNull();

    window.dispatchEvent(new StorageEvent('storage', { key: SIGN_IN_KEY, newValue: sealed }));
    await waitFor(() => expect(selectSessionUser(store.getState())).not.toBeNull());
  });

  it('is forgotten when its session ends, and not when another one does', async () => {
    const user = userOf(await signedInStore(DEMO_MEMBER));
    rememberEndedSession('some-older-session', 'logout', secret);
    expect(newestSignInSessionId(secret)).toBe(user.sessionId);

    rememberEndedSession(user.sessionId, 'expired', secret);
    expect(localStorage.getItem(SIGN_IN_KEY)).toBeNull();
    expect(newestSignInSessionId(secret)).toBeNull();
  });
});

describe('a tab follows the newest sign-in of another tab', () => {
  it("ends another account's session as a logout would, then takes the new one", async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const member = userOf(store);
    store.dispatch(chipPlaced({ roundId: 7, chip }));
    synced(store);
    harness.requests.length = 0;

    const agent = await otherTabSignsIn(DEMO_AGENT);

    await waitFor(() => expect(selectSessionUser(store.getState())).toEqual(agent));
    expect(store.getState().game).toEqual(initialGameState);
    expect(endedSessionReason(member.sessionId, secret)).toBe('logout');
    await waitFor(() => expect(logoutCalls().map((call) => call.body)).toEqual([{ userId: member.id }]));
    expect(logoutCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`);
  });

  it('keeps the draft and the pending bet when the newer sign-in is the same account', async () => {
    // No bet keeper: the pending bet stays pending, as the test compares the game before and after.
    const store = await signedInStore(DEMO_MEMBER, { betKeeper: false });
    const member = userOf(store);
    store.dispatch(chipPlaced({ roundId: 7, chip }));
    store.dispatch(submissionStarted({ roundId: 7, chips: [chip] }, 'request-1'));
    const game = store.getState().game;
    synced(store);
    harness.requests.length = 0;

    const again = await otherTabSignsIn(DEMO_MEMBER);

    await waitFor(() => expect(selectSessionUser(store.getState())).toEqual(again));
    expect(store.getState().game).toEqual(game);
    // The pending bet's copy moved to the session it now belongs to, so a reload still settles it.
    expect(readPendingSubmission(again.sessionId, secret)?.requestId).toBe('request-1');
    // The older session ends on the server (logout revokes the session of its token), the newer lives.
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(logoutCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`);
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(1));
    expect(endedSessionReason(member.sessionId, secret)).toBe('logout');
  });

  it('takes it in a tab that is signed out (still at /login)', async () => {
    const store = makeStore();
    synced(store);

    const member = await otherTabSignsIn(DEMO_MEMBER);

    await waitFor(() => expect(selectSessionUser(store.getState())).toEqual(member));
  });

  it('ignores a sign-in whose session has ended since, and a key it cannot open', async () => {
    const store = makeStore();
    const member = userOf(await signedInStore(DEMO_MEMBER));
    // Ended in a way that left the key (written back by a tab that had not heard yet).
    const key = localStorage.getItem(SIGN_IN_KEY) ?? '';
    rememberEndedSession(member.sessionId, 'logout', secret);
    localStorage.setItem(SIGN_IN_KEY, key);
    await followNewestSignIn(store);
    expect(selectSessionUser(store.getState())).toBeNull();

    localStorage.setItem(SIGN_IN_KEY, 'kk1.AAAA.BBBB.CCCC');
    await followNewestSignIn(store);
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('leaves nothing of the follow in the api cache (no token as an argument)', async () => {
    const store = makeStore();
    await signedInStore(DEMO_MEMBER);
    followNewestSignIn(store);
    await waitFor(() => expect(selectSessionUser(store.getState())).not.toBeNull());
    await waitFor(() => expect(store.getState().api.mutations).toEqual({}));
  });
});

describe('the newest sign-in keeps its current tokens', () => {
  it("carries a refresh's rotated token, even once another session has ended since", async () => {
    const tab = await signedInStore(DEMO_MEMBER);
    const member = userOf(tab);
    const atLogin = tab.getState().auth.refreshToken;
    harness.sim.control.expireAccessTokens({ accountId: member.id });
    await tab.dispatch(gameApi.endpoints.getBetting.initiate(member.id, { forceRefetch: true }));
    const rotated = tab.getState().auth.refreshToken;
    expect(rotated).not.toBe(atLogin);

    // Another, older session ends (a tab that woke up as someone else): the handoff is not its to drop.
    rememberEndedSession('an-older-session', 'logout', secret);

    expect(readNewestSignIn(secret)).toEqual({ user: userOf(tab), refreshToken: rotated });
    // A tab that follows now, past the server's grace window for a spent token, stays signed in.
    harness.sim.control.advanceClock(11_000);
    const follower = makeStore();
    followNewestSignIn(follower);
    await waitFor(() => expect(selectSessionUser(follower.getState())).not.toBeNull());
    harness.sim.control.expireAccessTokens({ accountId: member.id });
    await follower.dispatch(gameApi.endpoints.getBetting.initiate(member.id, { forceRefetch: true }));
    expect(follower.getState().auth).toMatchObject({ expired: false });
    expect(selectSessionUser(follower.getState())).not.toBeNull();
  });
});

describe('a refresh of a session that is not the newest sign-in', () => {
  it("leaves the newest sign-in's tokens alone, so a tab that follows takes that session whole", async () => {
    // The member's tab was asleep while another tab signed in as the agent; it wakes with an expired
    // token and refreshes before it has followed.
    const memberTab = await signedInStore(DEMO_MEMBER);
    const member = userOf(memberTab);
    const agentTab = await signedInStore(DEMO_AGENT);
    const agent = { user: userOf(agentTab), refreshToken: agentTab.getState().auth.refreshToken };
    harness.sim.control.expireAccessTokens({ accountId: member.id });
    harness.requests.length = 0;
    await memberTab.dispatch(gameApi.endpoints.getBetting.initiate(member.id, { forceRefetch: true }));
    expect(harness.requests.filter((request) => request.path === '/api/oauth/refresh')).toHaveLength(1);

    expect(readNewestSignIn(secret)).toEqual(agent);
    const follower = makeStore();
    followNewestSignIn(follower);
    await waitFor(() => expect(selectSessionUser(follower.getState())).toEqual(agent.user));
    expect(follower.getState().auth.refreshToken).toBe(agent.refreshToken);
  });
});

describe('an older sign-in written back over the newest by a tab that read the key stale (review F2)', () => {
  /**
   * The member's tab refreshes while its view of the key still shows the member's sign-in, not the
   * agent's written since in another tab's process (localStorage is not atomic across tabs): its
   * refresh rewrites the key with the member's older session.
   */
  async function staleRefresh(tab: AppStore, staleKey: string) {
    harness.sim.control.expireAccessTokens({ accountId: userOf(tab).id });
    localStorage.setItem(SIGN_IN_KEY, staleKey);
    await tab.dispatch(gameApi.endpoints.getBetting.initiate(userOf(tab).id, { forceRefetch: true }));
  }

  function keyChanged() {
    window.dispatchEvent(
      new StorageEvent('storage', { key: SIGN_IN_KEY, newValue: localStorage.getItem(SIGN_IN_KEY) }),
    );
  }

  /** The member signs in, then the agent in a tab that listens; the member's tab writes its sign-in back. */
  async function agentUndoneByStaleMember() {
    const memberTab = await signedInStore(DEMO_MEMBER);
    const memberKey = localStorage.getItem(SIGN_IN_KEY) ?? '';
    const agentTab = synced(await signedInStore(DEMO_AGENT));
    const agent = { user: userOf(agentTab), refreshToken: agentTab.getState().auth.refreshToken };
    await staleRefresh(memberTab, memberKey);
    expect(readNewestSignIn(secret)?.user.sessionId).toBe(userOf(memberTab).sessionId);
    harness.requests.length = 0;
    keyChanged();
    return { memberTab, agentTab, agent };
  }

  it('is not followed: the newer tab stays signed in and writes its own sign-in back', async () => {
    const { memberTab, agentTab, agent } = await agentUndoneByStaleMember();

    await waitFor(() => expect(readNewestSignIn(secret)).toEqual(agent));
    await settled(agentTab);
    expect(selectSessionUser(agentTab.getState())).toEqual(agent.user);
    expect(endedSessionReason(agent.user.sessionId, secret)).toBeNull();
    expect(logoutCalls()).toEqual([]);

    // The member's tab hears the key change in turn and follows the agent: the tabs agree again.
    const member = userOf(memberTab);
    synced(memberTab);
    keyChanged();
    await waitFor(() => expect(selectSessionUser(memberTab.getState())).toEqual(agent.user));
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(logoutCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`);
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(1));
    expect(selectSessionUser(agentTab.getState())).toEqual(agent.user);
  });

  it('loses to a later sign-in made with the clock stepped back', async () => {
    const memberTab = await signedInStore(DEMO_MEMBER);
    const memberKey = localStorage.getItem(SIGN_IN_KEY) ?? '';
    const realNow = Date.now;
    const stepped = jest.spyOn(Date, 'now').mockImplementation(() => realNow() - 60_000);
    const agentTab = synced(await signedInStore(DEMO_AGENT));
    stepped.mockRestore();
    const agent = { user: userOf(agentTab), refreshToken: agentTab.getState().auth.refreshToken };
    expect(agent.user.signedInAt).toBeGreaterThan(userOf(memberTab).signedInAt);
    await staleRefresh(memberTab, memberKey);
    harness.requests.length = 0;
    keyChanged();

    await waitFor(() => expect(readNewestSignIn(secret)).toEqual(agent));
    await settled(agentTab);
    expect(selectSessionUser(agentTab.getState())).toEqual(agent.user);
    expect(logoutCalls()).toEqual([]);
  });
});

describe('a sign-in kept before sign-ins carried signedInAt', () => {
  /** The record as it was stored before: no signedInAt. */
  function storedBefore(user: SessionUser): Omit<SessionUser, 'signedInAt'> {
    const { signedInAt: _dropped, ...rest } = user;
    return rest;
  }
  function sealedAuth(user: Omit<SessionUser, 'signedInAt'>, refreshToken: string | null) {
    return seal(JSON.stringify({ user, refreshToken, expired: false }), secret);
  }

  it('is followed from the key and restored from the stored state, as signed in at 0', async () => {
    const memberTab = await signedInStore(DEMO_MEMBER);
    const member = storedBefore(userOf(memberTab));
    const memberRefresh = memberTab.getState().auth.refreshToken;
    const agentTab = await signedInStore(DEMO_AGENT);
    const agent = storedBefore(userOf(agentTab));
    const agentRefresh = agentTab.getState().auth.refreshToken;

    localStorage.setItem(SIGN_IN_KEY, sealedAuth(member, memberRefresh));
    const follower = makeStore();
    followNewestSignIn(follower);
    await waitFor(() => expect(selectSessionUser(follower.getState())).toEqual({ ...member, signedInAt: 0 }));

    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        auth: JSON.stringify(sealedAuth(member, memberRefresh)),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const reloaded = makeStore();
    await restored(persistStore(reloaded));
    expect(reloaded.getState().auth).toEqual({
      user: { ...member, signedInAt: 0 },
      refreshToken: memberRefresh,
      expired: false,
    });

    // Both kept before: neither is older, so the tab follows the key as it always did.
    localStorage.setItem(SIGN_IN_KEY, sealedAuth(agent, agentRefresh));
    followNewestSignIn(reloaded);
    await waitFor(() => expect(selectSessionUser(reloaded.getState())).toEqual({ ...agent, signedInAt: 0 }));
  });
});

describe('a tab that heard its session end', () => {
  it('does not take that session back from a key its storage still shows', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const member = userOf(store);
    synced(store);
    // Another tab logged out; its word arrives before this tab's view of the storage shows it
    // (modelled by leaving the keys as they are).
    const other = new BroadcastChannel('kla-klouk:session');
    other.postMessage({ type: 'ended', sessionId: member.sessionId, reason: 'logout' });
    await waitFor(() => expect(selectSessionUser(store.getState())).toBeNull());
    other.close();

    await followNewestSignIn(store);
    expect(selectSessionUser(store.getState())).toBeNull();
  });
});

describe('two tabs of one session when one of them signs in as another account', () => {
  /** Two tabs of the member's session; the one returned second has heard nothing yet. */
  async function twoTabsOfTheMember() {
    const signer = makeStore();
    const member = userOf(await signedInStore(DEMO_MEMBER));
    followNewestSignIn(signer);
    await waitFor(() => expect(selectSessionUser(signer.getState())).toEqual(member));
    const follower = makeStore();
    followNewestSignIn(follower);
    await waitFor(() => expect(selectSessionUser(follower.getState())).toEqual(member));
    harness.requests.length = 0;
    return { signer, follower, member };
  }

  it('ends the replaced session once: the tab that signed in tells the server, the other only follows', async () => {
    const { signer, follower, member } = await twoTabsOfTheMember();
    synced(follower);

    await signer.dispatch(authApi.endpoints.login.initiate(DEMO_AGENT));
    const agent = userOf(signer);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SIGN_IN_KEY, newValue: localStorage.getItem(SIGN_IN_KEY) }),
    );

    await waitFor(() => expect(selectSessionUser(follower.getState())).toEqual(agent));
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(1));
    expect(logoutCalls()).toHaveLength(1);
    expect(logoutCalls()[0]?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`);
    expect(endedSessionReason(member.sessionId, secret)).toBe('logout');
  });

  it('takes the sign-in that ended its session when the end is heard after the sign-in was passed over', async () => {
    const { signer, follower, member } = await twoTabsOfTheMember();
    synced(follower);
    await signer.dispatch(authApi.endpoints.login.initiate(DEMO_AGENT));
    const agent = userOf(signer);

    // The storage event of the agent's sign-in came while this tab's view of the key still showed the
    // member's (so it was passed over); the word that the member's session ended comes next.
    const other = new BroadcastChannel('kla-klouk:session');
    other.postMessage({ type: 'ended', sessionId: member.sessionId, reason: 'logout' });
    other.close();

    await waitFor(() => expect(selectSessionUser(follower.getState())).toEqual(agent));
    expect(logoutCalls()).toHaveLength(1);
  });

  // The channel's word overtakes the storage write: this tab's view of the key still shows the ended
  // session while the key holds the newer sign-in. Removing "its" key then took that sign-in from every
  // tab, and the tab was left at /login for good.
  it('leaves the sign-in key to the tab that ended the session, when it hears the end', async () => {
    const tab = synced(await signedInStore(DEMO_MEMBER));
    const member = userOf(tab);
    const sealed = localStorage.getItem(SIGN_IN_KEY);
    rememberEndedSession(member.sessionId, 'logout', secret);
    localStorage.setItem(SIGN_IN_KEY, sealed ?? '');

    const other = new BroadcastChannel('kla-klouk:session');
    other.postMessage({ type: 'ended', sessionId: member.sessionId, reason: 'logout' });
    other.close();

    await waitFor(() => expect(selectSessionUser(tab.getState())).toBeNull());
    expect(localStorage.getItem(SIGN_IN_KEY)).toBe(sealed);
    // Left behind, it is refused: no tab takes an ended session.
    const follower = makeStore();
    await followNewestSignIn(follower);
    expect(selectSessionUser(follower.getState())).toBeNull();
  });

  it('puts a live sign-in back over one that has ended, which a tab that read the key stale wrote back', async () => {
    const agentTab = await signedInStore(DEMO_AGENT);
    const agent = { user: userOf(agentTab), refreshToken: agentTab.getState().auth.refreshToken };
    const member = userOf(await signedInStore(DEMO_MEMBER));
    const memberKey = localStorage.getItem(SIGN_IN_KEY) ?? '';
    rememberEndedSession(member.sessionId, 'logout', secret);
    localStorage.setItem(SIGN_IN_KEY, memberKey);
    expect(member.signedInAt).toBeGreaterThanOrEqual(agent.user.signedInAt);

    followNewestSignIn(agentTab);

    await waitFor(() => expect(readNewestSignIn(secret)).toEqual(agent));
    const signedOutTab = makeStore();
    followNewestSignIn(signedOutTab);
    await waitFor(() => expect(selectSessionUser(signedOutTab.getState())).toEqual(agent.user));
  });
});

describe('a tab whose session is not the newest never writes the stored state', () => {
  const STORED = `persist:${PERSIST_KEY}`;

  function sessionIdIn(persisted: string): string | null {
    const outer = JSON.parse(persisted) as { auth?: string };
    const auth = open(outer.auth ? (JSON.parse(outer.auth) as string) : null, secret);
    if (auth === null) return null;
    return (JSON.parse(auth) as { user: { sessionId: string } | null }).user?.sessionId ?? null;
  }

  /** A tab as the app starts one (sessionRuntime.tsx), persisted through the guard; lists what it wrote. */
  async function guardedTab() {
    const writes: (string | null)[] = [];
    const recording: typeof browserStorage = {
      ...browserStorage,
      setItem: async (key: string, value: string) => {
        if (key === STORED) writes.push(sessionIdIn(value));
        return browserStorage.setItem(key, value);
      },
    };
    const ownSessionId = () => selectSessionUser(store.getState())?.sessionId ?? null;
    const storage = newestSessionOnly(recording, ownSessionId, () => followNewestSignIn(store), secret);
    const store: AppStore = makeStore(undefined, { storage });
    await restored(persistStore(store));
    return { store, writes };
  }

  it('skips the write of a tab that has not heard of the newer sign-in, and that tab follows', async () => {
    const tab = await guardedTab();
    await tab.store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));
    const member = userOf(tab.store);
    await waitFor(() => expect(tab.writes).toContain(member.sessionId));

    // Another tab signs in as the agent; its word never reaches this tab (asleep, say).
    const agent = userOf(await signedInStore(DEMO_AGENT));
    tab.writes.length = 0;

    // This tab's next change would write the member's session over the agent's: skipped, it follows.
    tab.store.dispatch(chipPlaced({ roundId: 7, chip }));

    await waitFor(() => expect(selectSessionUser(tab.store.getState())).toEqual(agent));
    await waitFor(() => expect(sessionIdIn(localStorage.getItem(STORED) ?? '{}')).toBe(agent.sessionId));
    expect(tab.writes).not.toContain(member.sessionId);
    expect(tab.writes).not.toContain(null);
  });

  it('writes again once a tab whose sign-in an older one was written over has put its own back', async () => {
    const memberKey = await signedInStore(DEMO_MEMBER).then(() => localStorage.getItem(SIGN_IN_KEY) ?? '');
    const tab = await guardedTab();
    await tab.store.dispatch(authApi.endpoints.login.initiate(DEMO_AGENT));
    const agent = userOf(tab.store);
    await waitFor(() => expect(tab.writes).toContain(agent.sessionId));

    // A tab that read the key stale writes the member's older sign-in back over the agent's.
    localStorage.setItem(SIGN_IN_KEY, memberKey);
    tab.writes.length = 0;

    // This tab's next write is skipped; asked to follow, it puts its own sign-in back instead.
    tab.store.dispatch(chipPlaced({ roundId: 7, chip }));
    await waitFor(() => expect(readNewestSignIn(secret)?.user).toEqual(agent));
    expect(selectSessionUser(tab.store.getState())).toEqual(agent);

    // Its session is the newest again: its writes go through.
    tab.store.dispatch(chipPlaced({ roundId: 7, chip }));
    await waitFor(() => expect(tab.writes).toContain(agent.sessionId));
    expect(sessionIdIn(localStorage.getItem(STORED) ?? '{}')).toBe(agent.sessionId);
  });
});

describe('a request of the account a tab leaves', () => {
  it("is never repeated with the next account's token", async () => {
    // A member, and in another tab the member's agent: the agent's rights reach the member's account.
    const tab = await signedInStore({ phoneNumber: '010000031', password: 'demo1234' });
    const member = userOf(tab);
    await signedInStore(DEMO_AGENT);
    const world = harness.sim.control.world();
    const balance = world.accounts.require(member.id).balance;
    // The member's access token has expired: the withdrawal is answered 401, and while it is in
    // flight the storage event of the agent's sign-in arrives and the tab follows it.
    harness.sim.control.expireAccessTokens({ accountId: member.id });
    let followed = false;
    harness.server.use(
      http.post(`*${WITHDRAWAL_CREATE_PATH}`, async ({ request }) => {
        if (!followed) {
          followed = true;
          followNewestSignIn(tab);
          await waitFor(() => expect(selectSessionUser(tab.getState())?.id).toBe(1003));
        }
        return getResponse(harness.sim.handlers, request);
      }),
    );

    const result = await tab.dispatch(
      walletApi.endpoints.withdraw.initiate({ accountId: member.id, amount: 1_000, remark: '' }),
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(harness.requests.filter((request) => request.path === WITHDRAWAL_CREATE_PATH)).toHaveLength(1);
    expect(world.accounts.require(member.id).balance).toBe(balance);
  });
});

// Security review F5: the key used to remember one ended session, so an old copy of a sign-in (a
// profile restored from a backup) was taken again as soon as any later session had ended.
describe('the ended sessions remembered', () => {
  it('refuse an old copy of a sign-in after later sessions ended too', async () => {
    const store = makeStore();
    const member = userOf(await signedInStore(DEMO_MEMBER));
    const copy = localStorage.getItem(SIGN_IN_KEY) ?? '';
    rememberEndedSession(member.sessionId, 'logout', secret);
    rememberEndedSession('a-later-session', 'expired', secret);
    localStorage.setItem(SIGN_IN_KEY, copy);
    await followNewestSignIn(store);
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(endedSessionReason(member.sessionId, secret)).toBe('logout');
    expect(endedSessionReason('a-later-session', secret)).toBe('expired');
  });

  it(`are the last ${ENDED_KEPT}, newest first, each once`, () => {
    for (let index = 0; index <= ENDED_KEPT; index += 1) rememberEndedSession(`s-${index}`, 'logout', secret);
    rememberEndedSession('s-5', 'expired', secret);
    expect(endedSessionReason('s-0', secret)).toBeNull();
    expect(endedSessionReason('s-1', secret)).toBe('logout');
    expect(endedSessionReason('s-5', secret)).toBe('expired');
    const kept = JSON.parse(open(localStorage.getItem(ENDED_KEY), secret) ?? '[]') as { sessionId: string }[];
    expect(kept).toHaveLength(ENDED_KEPT);
    expect(kept[0]?.sessionId).toBe('s-5');
  });

  it('read the one record the key held before it kept a list', () => {
    localStorage.setItem(
      ENDED_KEY,
      seal(JSON.stringify({ sessionId: 'old-one', reason: 'expired' }), secret),
    );
    expect(endedSessionReason('old-one', secret)).toBe('expired');
    rememberEndedSession('next-one', 'logout', secret);
    expect(endedSessionReason('old-one', secret)).toBe('expired');
    expect(endedSessionReason('next-one', secret)).toBe('logout');
  });
});
