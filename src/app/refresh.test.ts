import { waitFor } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { api } from '@/api/api';
import { failureOutcomeOf, NOT_AUTHENTICATED, refusedAtSessionEnd } from '@/api/errors';
import { OAUTH_REFRESH_PATH } from '@/api/paths';
import { REFRESH_DEADLINE_MS } from '@/api/baseQuery';
import { startSessionSync } from '@/app/sessionSync';
import { makeStore, type AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { authApi } from '@/features/auth/authApi';
import { walletApi } from '@/features/wallet/walletApi';
import { logger } from '@/lib/logger';
import { selectAccessToken, signedOut } from '@/session/authSlice';
import { REFRESH_LOCK_NAME, writeHandoff, type SessionMessage } from '@/session/crossTab';
import { holdCalls } from '@/testing/heldCalls';
import { userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const bettingPath = getConfig().endpoints.getBetting;

// A test-only endpoint standing for "any authenticated call" (a mutation, so calls are never deduplicated).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, { accountId: number; n: number }>({
      query: ({ accountId }) => ({ url: bettingPath, method: 'POST', body: { accountId } }),
    }),
  }),
});

async function signedInStore(): Promise<AppStore> {
  const store = makeStore();
  const result = await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));
  expect('data' in result && result.data).toEqual({ levelName: 'Member' });
  return store;
}

const accountIdOf = (store: AppStore) => store.getState().auth.user?.id ?? -1;
const probe = (store: AppStore, n: number) =>
  store.dispatch(probeApi.endpoints.probe.initiate({ accountId: accountIdOf(store), n }));
const calls = (path: string) => harness.requests.filter((request) => request.path === path).length;

/** What each test opened; closed after it even when an assertion failed (an open channel keeps Node alive). */
const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

/** What another tab of the browser hears: a channel of the same name (a channel never hears its own messages). */
function otherTabHears(): SessionMessage[] {
  const channel = new BroadcastChannel('kla-klouk:session');
  const heard: SessionMessage[] = [];
  channel.onmessage = (event: MessageEvent<SessionMessage>) => heard.push(event.data);
  opened.push(() => channel.close());
  return heard;
}

/**
 * The Web Locks API of one browser, in memory (jsdom has none): a lock of one name is granted to one
 * request at a time, in the order asked. Installed for the test that calls it only.
 */
function installWebLocks() {
  const noop = () => undefined;
  const queues = new Map<string, Promise<unknown>>();
  const request = jest.fn((name: string, options: LockOptions, work: (lock: Lock) => Promise<unknown>) => {
    const lock: Lock = { name, mode: options.mode ?? 'exclusive' };
    const granted = (queues.get(name) ?? Promise.resolve()).then(() => work(lock));
    // The next request of this name waits for this one to end, however it ends.
    queues.set(name, granted.then(noop, noop));
    return granted;
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  opened.push(() => delete (navigator as { locks?: unknown }).locks);
  return { request };
}

function countSignOuts(store: AppStore): () => number {
  let signOuts = 0;
  let wasSignedIn = store.getState().auth.user !== null;
  store.subscribe(() => {
    const signedIn = store.getState().auth.user !== null;
    if (wasSignedIn && !signedIn) signOuts += 1;
    wasSignedIn = signedIn;
  });
  return () => signOuts;
}

describe('base query: bearer, refresh and retry (spec §4)', () => {
  it('sends the bearer token and the XSRF header from the cookie', async () => {
    const store = await signedInStore();
    document.cookie = 'XSRF-TOKEN=xsrf-value-1; path=/';
    harness.requests.length = 0;
    await probe(store, 1);
    const sent = harness.requests.find((request) => request.path === bettingPath);
    expect(sent?.headers.get('Authorization')).toBe(`Bearer ${selectAccessToken(store.getState())}`);
    expect(sent?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value-1');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('5 concurrent 401s cost exactly 1 refresh and 5 successful retries', async () => {
    const store = await signedInStore();
    const before = selectAccessToken(store.getState());
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => probe(store, n)));

    expect(results.every((result) => 'data' in result)).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(calls(bettingPath)).toBe(10);
    expect(selectAccessToken(store.getState())).not.toBe(before);
  });

  it('50 concurrent requests with an expired token cost exactly 1 refresh and 50 retries (issue 8)', async () => {
    const store = await signedInStore();
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => probe(store, n)));

    expect(results.filter((result) => 'data' in result)).toHaveLength(50);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(calls(bettingPath)).toBe(100);
  });

  it('a late 401 for a request sent with an older token repeats it without a second refresh', async () => {
    const store = await signedInStore();
    harness.sim.control.expireAccessTokens();
    let slowOnes = 1;
    // The first betting call is held back until after the refresh; then the simulator answers it (401).
    harness.server.use(
      http.post(`*${bettingPath}`, async () => {
        if (slowOnes-- > 0) await delay(300);
        return undefined;
      }),
    );
    harness.requests.length = 0;
    const late = probe(store, 1);
    await delay(20);
    const early = await probe(store, 2);
    expect('data' in early).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);

    const lateResult = await late;
    expect('data' in lateResult).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(calls(bettingPath)).toBe(4);
  });

  it('a failed refresh signs out once, clears the tokens and sets the expired flag', async () => {
    const store = await signedInStore();
    const signOuts = countSignOuts(store);
    harness.sim.control.setScenario({ failAllRefresh: true });
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    const results = await Promise.all([1, 2, 3].map((n) => probe(store, n)));

    // Each was answered 401 and is settled as refused before the session ends (ending it drops the
    // api cache, which aborts whatever is still running, outcome unknown).
    expect(results.map((result) => failureOutcomeOf(result.error))).toEqual([
      'refused',
      'refused',
      'refused',
    ]);
    expect(results.every((result) => refusedAtSessionEnd(result.error))).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(signOuts()).toBe(1);
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: true });
  });

  it('tells the other tabs of a refresh, so they take its token from the handoff', async () => {
    const store = await signedInStore();
    const { sessionId } = userOf(store);
    const heard = otherTabHears();
    harness.sim.control.expireAccessTokens();

    expect('data' in (await probe(store, 1))).toBe(true);

    await waitFor(() => expect(heard).toEqual([{ type: 'refreshed', sessionId }]));
  });

  it('tells the other tabs that the session expired when its refresh is refused', async () => {
    const store = await signedInStore();
    const { sessionId } = userOf(store);
    const heard = otherTabHears();
    harness.sim.control.setScenario({ failAllRefresh: true });
    harness.sim.control.expireAccessTokens();

    await probe(store, 1);

    await waitFor(() => expect(heard).toEqual([{ type: 'ended', sessionId, reason: 'expired' }]));
  });

  it('waits while another tab refreshes under the Web Lock, then takes its tokens instead of refreshing again', async () => {
    const store = await signedInStore();
    const { sessionId } = userOf(store);
    const stale = selectAccessToken(store.getState()) ?? '';
    const locks = installWebLocks();
    // Another tab of this session was answered 401 first: it holds the lock while it refreshes.
    let letGo: () => void = () => undefined;
    const otherTabRefreshing = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    opened.push(letGo);
    void locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, () => otherTabRefreshing);
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    const call = probe(store, 1);
    // Answered 401, this tab asks for the lock and waits: it spends no refresh token of its own.
    await waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2));
    expect(calls(bettingPath)).toBe(1);
    expect(calls('/api/oauth/refresh')).toBe(0);

    // The other tab's refresh; it leaves the new tokens for the next tab in line, then lets go.
    const answer = await fetch(`${getConfig().apiBaseUrl}${OAUTH_REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: store.getState().auth.refreshToken }),
    });
    const renewed = ((await answer.json()) as { data: { accessToken: string; refreshToken: string } }).data;
    writeHandoff({ sessionId, previousAccessToken: stale, ...renewed }, getConfig().secretKey);
    letGo();

    expect('data' in (await call)).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(calls(bettingPath)).toBe(2);
    expect(store.getState().auth).toMatchObject({
      user: { accessToken: renewed.accessToken },
      refreshToken: renewed.refreshToken,
    });
    expect(locks.request).toHaveBeenLastCalledWith(
      REFRESH_LOCK_NAME,
      { mode: 'exclusive' },
      expect.any(Function),
    );
  });

  // As in the app, the session's end drops the api cache (sessionSync), which aborts what still runs.
  it('a withdrawal answered 401 whose refresh is refused is refused, not of unknown outcome', async () => {
    const store = await signedInStore();
    const stopSync = startSessionSync(store);
    try {
      const accountId = accountIdOf(store);
      const balance = harness.sim.control.world().accounts.require(accountId).balance;
      harness.sim.control.setScenario({ failNextRefresh: true });
      harness.sim.control.expireAccessTokens();

      const result = await store.dispatch(
        walletApi.endpoints.withdraw.initiate({ accountId, amount: 1_000, remark: '' }),
      );

      expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: true });
      expect(failureOutcomeOf(result.error)).toBe('refused');
      expect(harness.sim.control.world().accounts.require(accountId).balance).toBe(balance);
    } finally {
      stopSync();
    }
  });

  it('a withdrawal waiting on the refresh when the session ends otherwise (a logout) is refused too', async () => {
    const store = await signedInStore();
    const stopSync = startSessionSync(store);
    try {
      harness.server.use(
        http.post('*/api/oauth/refresh', async ({ request }) => {
          await delay(300);
          return getResponse(harness.sim.handlers, request);
        }),
      );
      harness.sim.control.expireAccessTokens();
      harness.requests.length = 0;
      const withdrawal = store.dispatch(
        walletApi.endpoints.withdraw.initiate({ accountId: accountIdOf(store), amount: 1_000, remark: '' }),
      );
      await waitFor(() => expect(calls('/api/oauth/refresh')).toBe(1));

      store.dispatch(signedOut());

      expect(failureOutcomeOf((await withdrawal).error)).toBe('refused');
    } finally {
      stopSync();
    }
  });

  it('a refresh that never answers ends with its session: the next sign-in is not held behind it', async () => {
    const store = await signedInStore();
    const stopSync = startSessionSync(store);
    try {
      const hung = holdCalls(harness, OAUTH_REFRESH_PATH, { first: 1 });
      harness.sim.control.expireAccessTokens();
      void probe(store, 1);
      await waitFor(() => expect(hung.count()).toBe(1));

      store.dispatch(signedOut());
      const again = await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));

      expect('data' in again && again.data).toEqual({ levelName: 'Member' });
      expect('data' in (await probe(store, 2))).toBe(true);
      hung.release();
    } finally {
      stopSync();
    }
  });

  it('a sign-in of the same account while a refresh hangs goes through at once, and ends that refresh', async () => {
    const store = await signedInStore();
    const stopSync = startSessionSync(store);
    try {
      const hung = holdCalls(harness, OAUTH_REFRESH_PATH, { first: 1 });
      harness.sim.control.expireAccessTokens();
      const waiting = probe(store, 1);
      await waitFor(() => expect(hung.count()).toBe(1));
      const before = store.getState().auth.user?.sessionId;

      const again = await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));

      expect('data' in again && again.data).toEqual({ levelName: 'Member' });
      expect(store.getState().auth.user?.sessionId).not.toBe(before);
      // The old session's refresh is over: the call that waited on it has its answer.
      expect((await waiting).error).toMatchObject({ status: 401 });
      expect('data' in (await probe(store, 2))).toBe(true);
      hung.release();
    } finally {
      stopSync();
    }
  });

  it('drops a refresh that never answers at its deadline, keeps the session, and the next 401 refreshes again', async () => {
    const store = await signedInStore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const lost = holdCalls(harness, OAUTH_REFRESH_PATH, { first: 1 });
      harness.sim.control.expireAccessTokens();
      let settled = false;
      const first = probe(store, 1);
      void first.then(() => (settled = true));
      while (lost.count() === 0) await jest.advanceTimersByTimeAsync(0);
      await jest.advanceTimersByTimeAsync(REFRESH_DEADLINE_MS - 1);
      expect(settled).toBe(false);

      await jest.advanceTimersByTimeAsync(1);

      expect((await first).error).toMatchObject({ status: 401 });
      expect(store.getState().auth.user).not.toBeNull();
      expect('data' in (await probe(store, 2))).toBe(true);
      expect(calls(OAUTH_REFRESH_PATH)).toBe(2);
      lost.release();
    } finally {
      jest.useRealTimers();
    }
  });

  it("the refresh call's own 401 never starts another refresh", async () => {
    const store = await signedInStore();
    harness.sim.control.setScenario({ failNextRefresh: true });
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    const result = await probe(store, 1);

    expect('error' in result).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(calls(bettingPath)).toBe(1);
    expect(store.getState().auth.expired).toBe(true);
  });

  it('a retried request that fails again is not repeated a second time', async () => {
    const store = await signedInStore();
    harness.sim.control.expireAccessTokens();
    // Every betting call answers 401, even with the fresh token.
    harness.server.use(
      http.post(`*${bettingPath}`, () =>
        Response.json({ code: '401', message: 'nope', reason: 'TOKEN_REVOKED', data: null }, { status: 401 }),
      ),
    );
    harness.requests.length = 0;
    const result = await probe(store, 1);
    expect('error' in result).toBe(true);
    expect(calls(bettingPath)).toBe(2);
    expect(calls('/api/oauth/refresh')).toBe(1);
  });

  // A gateway or proxy in front of the API answers with an HTML page, which fetchBaseQuery cannot parse.
  const htmlPage = (status: number) =>
    new HttpResponse('<html><body>Unauthorized</body></html>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    });

  it('refreshes and repeats on a 401 whose body is not JSON', async () => {
    const store = await signedInStore();
    const before = selectAccessToken(store.getState());
    harness.server.use(http.post(`*${bettingPath}`, () => htmlPage(401), { once: true }));
    harness.requests.length = 0;

    const result = await probe(store, 1);

    expect('data' in result).toBe(true);
    expect(calls('/api/oauth/refresh')).toBe(1);
    expect(calls(bettingPath)).toBe(2);
    expect(selectAccessToken(store.getState())).not.toBe(before);
  });

  it('signs out when the refresh is refused with a body that is not JSON', async () => {
    const store = await signedInStore();
    harness.sim.control.expireAccessTokens();
    harness.server.use(http.post('*/api/oauth/refresh', () => htmlPage(401)));

    const result = await probe(store, 1);

    expect('error' in result).toBe(true);
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: true });
  });

  it.each([
    ["a gateway's 502 page", () => htmlPage(502)],
    ['a JSON 503', () => HttpResponse.json({ code: '503', message: 'busy', data: null }, { status: 503 })],
    ["a captive portal's 200 page", () => htmlPage(200)],
  ])(
    'keeps the session when the refresh answers %s (nothing said about the token)',
    async (_what, answer) => {
      const store = await signedInStore();
      const signOuts = countSignOuts(store);
      harness.sim.control.expireAccessTokens();
      harness.server.use(http.post('*/api/oauth/refresh', answer));
      const result = await probe(store, 1);
      expect('error' in result).toBe(true);
      expect(store.getState().auth.user).not.toBeNull();
      expect(signOuts()).toBe(0);
    },
  );

  it.each([
    ["a captive portal's JSON", { portal: 'Accept the terms to continue' }],
    ['half an answer', { code: '200', data: {} }],
  ])(
    'keeps the session when a 200 refresh answer is %s (nothing said about the token)',
    async (_what, body) => {
      const store = await signedInStore();
      const signOuts = countSignOuts(store);
      harness.sim.control.expireAccessTokens();
      harness.server.use(http.post('*/api/oauth/refresh', () => HttpResponse.json(body)));
      const result = await probe(store, 1);
      expect('error' in result).toBe(true);
      expect(store.getState().auth.user).not.toBeNull();
      expect(signOuts()).toBe(0);
    },
  );

  it('signs out when a 200 refresh answer says no in its body (code "401")', async () => {
    const store = await signedInStore();
    harness.sim.control.expireAccessTokens();
    harness.server.use(
      http.post('*/api/oauth/refresh', () =>
        HttpResponse.json({ code: '401', message: 'Expired', data: null }),
      ),
    );
    await probe(store, 1);
    expect(store.getState().auth).toEqual({ user: null, refreshToken: null, expired: true });
  });

  it.each([
    ['408', 408],
    ['429', 429],
  ])('keeps the session when the refresh answers %s (try again later)', async (_what, status) => {
    const store = await signedInStore();
    const signOuts = countSignOuts(store);
    harness.sim.control.expireAccessTokens();
    harness.server.use(
      http.post('*/api/oauth/refresh', () =>
        HttpResponse.json({ code: String(status), data: null }, { status }),
      ),
    );
    const result = await probe(store, 1);
    expect('error' in result).toBe(true);
    expect(store.getState().auth.user).not.toBeNull();
    expect(signOuts()).toBe(0);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['absent', undefined],
  ])(
    'takes the new access token and keeps the refresh token when the answer has it %s',
    async (_what, rotated) => {
      const store = await signedInStore();
      const refreshToken = store.getState().auth.refreshToken;
      harness.sim.control.expireAccessTokens();
      harness.server.use(
        http.post('*/api/oauth/refresh', () =>
          HttpResponse.json({ code: '200', data: { accessToken: 'at_not_rotated', refreshToken: rotated } }),
        ),
      );
      await probe(store, 1);
      expect(store.getState().auth).toMatchObject({ refreshToken, expired: false });
      expect(selectAccessToken(store.getState())).toBe('at_not_rotated');
    },
  );

  it('keeps the session when the refresh cannot reach the server', async () => {
    const store = await signedInStore();
    harness.sim.control.expireAccessTokens();
    harness.server.use(http.post('*/api/oauth/refresh', () => Response.error()));
    const result = await probe(store, 1);
    expect('error' in result).toBe(true);
    expect(store.getState().auth.user).not.toBeNull();
  });

  it(`fails with "${NOT_AUTHENTICATED}" and skips the network when there is no token`, async () => {
    const store = makeStore();
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({ accountId: 1, n: 1 }));
    expect('error' in result && result.error).toEqual({ status: 'CUSTOM_ERROR', error: NOT_AUTHENTICATED });
    expect(harness.requests).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('Skipped probe: no stored auth data.');
  });

  it('skips the heartbeat, with an error logged, when the stored auth data is missing', async () => {
    const store = makeStore();
    const logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const result = await store.dispatch(
      authApi.endpoints.heartbeat.initiate({ accountId: 1, sessionId: 's' }),
    );
    expect('error' in result && result.error).toEqual({ status: 'CUSTOM_ERROR', error: NOT_AUTHENTICATED });
    expect(harness.requests).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('Skipped heartbeat: no stored auth data.');
  });
});
