import { http, HttpResponse } from 'msw';
import { errorMessageKey } from '@/api/errorMessage';
import { api } from '@/api/api';
import { OAUTH_REFRESH_PATH } from '@/api/paths';
import { makeStore, type AppStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { authApi } from '@/features/auth/authApi';
import { POLL_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import { selectBettingAnswersStopped, selectBettingFailed } from '@/features/game/gameSelectors';
import { logger } from '@/lib/logger';
import { REFRESH_BACKOFF_BASE_MS } from '@/session/refreshSlice';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();
const bettingPath = getConfig().endpoints.getBetting;
const WINDOW_MS = 30_000;

async function signedInStore(): Promise<AppStore> {
  const store = makeStore();
  const result = await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));
  expect('data' in result && result.data).toEqual({ levelName: 'Member' });
  return store;
}

const accountIdOf = (store: AppStore) => store.getState().auth.user?.id ?? -1;

/** What a screen showing the betting data would be told of its last failure. */
const bettingError = (store: AppStore) =>
  gameApi.endpoints.getBetting.select(accountIdOf(store))(store.getState()).error;

/** When each refresh reached the network, on the test's clock. */
function refreshTimes(): number[] {
  const times: number[] = [];
  harness.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === OAUTH_REFRESH_PATH) times.push(Date.now());
  });
  return times;
}

/**
 * The table's betting data, polled as the table polls it, for `ms` of the fake clock; then the poll
 * stops. Returns whether the table said it had no answer at every poll after the first.
 */
async function pollTable(store: AppStore, ms: number): Promise<boolean> {
  const subscription = store.dispatch(
    gameApi.endpoints.getBetting.initiate(accountIdOf(store), {
      subscriptionOptions: { pollingInterval: POLL_MS },
    }),
  );
  let saidUnreachable = true;
  try {
    for (let elapsed = 0; elapsed < ms; elapsed += POLL_MS) {
      await jest.advanceTimersByTimeAsync(POLL_MS);
      const state = store.getState();
      saidUnreachable &&= selectBettingAnswersStopped(state) && selectBettingFailed(state);
    }
  } finally {
    subscription.unsubscribe();
  }
  return saidUnreachable;
}

beforeEach(() => {
  jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('no refresh storms', () => {
  // Jitter at its lowest gives the shortest pauses, so the most refreshes the rule allows.
  it.each([
    ['jitter at its lowest', 0],
    ['jitter at its highest', 0.999],
  ])(
    'a refresh answered 5xx is tried again only after growing pauses (%s), and the table says it has no answer',
    async (_what, jitter) => {
      const store = await signedInStore();
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      jest.spyOn(Math, 'random').mockReturnValue(jitter);
      harness.sim.control.setScenario({ refreshFails5xx: true });
      harness.sim.control.expireAccessTokens();
      harness.sim.control.resetCalls();
      const times = refreshTimes();

      const saidUnreachable = await pollTable(store, WINDOW_MS);

      const refreshes = harness.sim.control.calls(OAUTH_REFRESH_PATH);
      // One poll every 1.5 s: 20 polls in the window, each of which refreshed before.
      expect(harness.sim.control.calls(bettingPath)).toBeGreaterThanOrEqual(WINDOW_MS / POLL_MS);
      expect(refreshes).toBeGreaterThanOrEqual(3);
      expect(refreshes).toBeLessThanOrEqual(5);
      const gaps = times.slice(1).map((time, n) => time - (times[n] ?? 0));
      for (const [n, gap] of gaps.entries()) {
        expect(gap).toBeGreaterThanOrEqual(REFRESH_BACKOFF_BASE_MS * 2 ** n * (1 + jitter) * 0.5);
        if (n > 0) expect(gap).toBeGreaterThan(gaps[n - 1] ?? 0);
      }
      expect(saidUnreachable).toBe(true);
      expect(errorMessageKey(bettingError(store))).toBe('apiError.unreachable');
      expect(store.getState().auth.user).not.toBeNull();
    },
  );

  it('the first refresh that answers after the pauses ends them', async () => {
    const store = await signedInStore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    harness.sim.control.setScenario({ refreshFails5xx: true });
    harness.sim.control.expireAccessTokens();
    await pollTable(store, 10 * POLL_MS);
    expect(store.getState().refresh.unanswered).toBeGreaterThanOrEqual(3);
    harness.sim.control.setScenario({ refreshFails5xx: false });
    harness.sim.control.resetCalls();

    // The pause under way runs out; the next poll's 401 refreshes once, and the table has its data.
    await pollTable(store, 16_000 + 2 * POLL_MS);

    expect(harness.sim.control.calls(OAUTH_REFRESH_PATH)).toBe(1);
    expect(selectBettingAnswersStopped(store.getState())).toBe(false);
    expect(store.getState().refresh).toMatchObject({ unanswered: 0, quietUntil: null });
  });

  // A gateway's page, a captive portal, an empty answer, the API saying it failed: no answer about the token.
  it.each([
    ["a gateway's 502 page", () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })],
    ["a captive portal's 200 page", () => new HttpResponse('<html>Sign in to Wi-Fi</html>', { status: 200 })],
    ['a 204 with no body', () => new HttpResponse(null, { status: 204 })],
    ['a body that is not JSON', () => new HttpResponse('{"code":"200","data":', { status: 200 })],
    ['a 200 whose code is "500"', () => HttpResponse.json({ code: '500', message: 'busy', data: null })],
  ])('a refresh answered with %s backs off the same way', async (_what, answer) => {
    const store = await signedInStore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.spyOn(Math, 'random').mockReturnValue(0);
    harness.server.use(http.post(`*${OAUTH_REFRESH_PATH}`, answer));
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    await pollTable(store, WINDOW_MS);

    const refreshes = harness.requests.filter((request) => request.path === OAUTH_REFRESH_PATH).length;
    expect(refreshes).toBeGreaterThanOrEqual(3);
    expect(refreshes).toBeLessThanOrEqual(5);
    expect(store.getState().auth.user).not.toBeNull();
  });

  it('an endpoint that answers 401 whatever the token costs one refresh, not one per poll', async () => {
    const store = await signedInStore();
    const firstToken = store.getState().auth.user?.accessToken;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    harness.sim.control.setScenario({ always401Paths: [bettingPath] });
    harness.sim.control.resetCalls();

    const saidUnreachable = await pollTable(store, WINDOW_MS);

    expect(harness.sim.control.calls(OAUTH_REFRESH_PATH)).toBe(1);
    // Every poll, and the one retry with the token refreshed for the first.
    expect(harness.sim.control.calls(bettingPath)).toBe(WINDOW_MS / POLL_MS + 2);
    expect(saidUnreachable).toBe(true);
    expect(errorMessageKey(bettingError(store))).toBe('apiError.unreachable');
    expect(store.getState().auth.user?.accessToken).not.toBe(firstToken);
    // The session is good: the other calls go on with the refreshed token.
    const beat = await store.dispatch(
      authApi.endpoints.heartbeat.initiate({
        accountId: accountIdOf(store),
        sessionId: store.getState().auth.user?.sessionId ?? '',
      }),
    );
    expect('error' in beat).toBe(false);
    expect(harness.sim.control.calls(OAUTH_REFRESH_PATH)).toBe(1);
  });

  it('once that endpoint answers again, its 401 for an expired token refreshes again', async () => {
    const store = await signedInStore();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    harness.sim.control.setScenario({ always401Paths: [bettingPath] });
    await pollTable(store, 3 * POLL_MS);
    harness.sim.control.setScenario({ always401Paths: [] });
    await pollTable(store, 2 * POLL_MS);
    expect(store.getState().refresh.refusingFreshTokens).toEqual([]);
    harness.sim.control.resetCalls();

    harness.sim.control.expireAccessTokens();
    await pollTable(store, 2 * POLL_MS);

    expect(harness.sim.control.calls(OAUTH_REFRESH_PATH)).toBe(1);
    expect(selectBettingAnswersStopped(store.getState())).toBe(false);
  });
});

// A test-only endpoint standing for "any authenticated call" (a mutation, so calls are never deduplicated).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, { accountId: number }>({
      query: ({ accountId }) => ({ url: bettingPath, method: 'POST', body: { accountId } }),
    }),
  }),
});
const probe = (store: AppStore) =>
  store.dispatch(probeApi.endpoints.probe.initiate({ accountId: accountIdOf(store) }));

describe('one refresh per access token, across tabs', () => {
  afterEach(() => localStorage.clear());

  it('a tab that slept through two refreshes of its session takes the newest tokens, and refreshes nothing', async () => {
    const awake = await signedInStore();
    // Another tab of the same session that hears nothing (a phone froze it): it keeps the first token.
    const asleep = makeStore({ auth: awake.getState().auth });
    for (let refreshes = 0; refreshes < 2; refreshes += 1) {
      harness.sim.control.expireAccessTokens();
      expect('data' in (await probe(awake))).toBe(true);
    }
    expect(harness.sim.control.calls(OAUTH_REFRESH_PATH)).toBe(2);

    const woken = await probe(asleep);

    expect('data' in woken).toBe(true);
    expect(harness.sim.control.calls(OAUTH_REFRESH_PATH)).toBe(2);
    expect(asleep.getState().auth).toEqual(awake.getState().auth);
    expect('data' in (await probe(awake))).toBe(true);
  });
});
