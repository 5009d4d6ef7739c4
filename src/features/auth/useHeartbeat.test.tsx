import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { Provider } from 'react-redux';
import { api } from '@/api/api';
import { makeStore, type AppStore } from '@/app/store';
import { useHeartbeat } from '@/features/auth/useHeartbeat';
import { signedIn, signedOut } from '@/session/authSlice';
import { setupSimulator, DEMO_MEMBER } from '@/testing/simulator';
import { authApi } from '@/features/auth/authApi';
import { logger } from '@/lib/logger';
import { holdCalls } from '@/testing/heldCalls';
import { holdIdleCallbacks } from '@/testing/heldIdle';

const harness = setupSimulator();
const INTERVAL = 40;
/**
 * The heartbeat's clock is Jest's: time moves only when a test advances it, so the number of beats per
 * interval does not depend on how fast the machine is. The promise and I/O queues stay real (MSW).
 */
const startFakeClock = () =>
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

function Beating() {
  useHeartbeat(INTERVAL);
  return null;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const beats = () => harness.requests.filter((request) => request.path === '/api/app/heartbeat');

/**
 * Moves the (fake) clock by `ms`, running the timers due, then waits until every beat sent so far has
 * been answered: each one has reached the network (and `beats()`) by then, however long that took.
 */
async function advance(store: AppStore, ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    await Promise.all(store.dispatch(api.util.getRunningMutationsThunk()));
  });
}

/** A store signed in through the real login flow, then the fake clock (the login ran on real timers). */
async function signedInWithFakeClock(): Promise<AppStore> {
  const store = makeStore();
  await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));
  harness.requests.length = 0;
  startFakeClock();
  return store;
}

describe('heartbeat (spec §7)', () => {
  afterEach(() => {
    jest.useRealTimers();
    // Restored without an event: the component may still be mounted when this runs.
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('beats with accountId and sessionId while signed in, pauses while hidden, resumes on return', async () => {
    const store = await signedInWithFakeClock();
    const user = store.getState().auth.user;
    const { unmount } = render(
      <Provider store={store}>
        <Beating />
      </Provider>,
    );
    // The first beat once the page is idle, then one per interval.
    await advance(store, 0);
    expect(beats()).toHaveLength(1);
    expect(beats()[0]?.body).toEqual({ accountId: user?.id, sessionId: user?.sessionId });
    await advance(store, INTERVAL - 1);
    expect(beats()).toHaveLength(1);
    await advance(store, 1);
    expect(beats()).toHaveLength(2);
    await advance(store, INTERVAL);
    expect(beats()).toHaveLength(3);
    expect(beats()[2]?.body).toEqual({ accountId: user?.id, sessionId: user?.sessionId });

    // Hidden for several intervals: not one beat.
    act(() => setVisibility('hidden'));
    await advance(store, INTERVAL * 3);
    expect(beats()).toHaveLength(3);

    // Back: one beat at once, then one per interval again.
    act(() => setVisibility('visible'));
    await advance(store, 0);
    expect(beats()).toHaveLength(4);
    await advance(store, INTERVAL);
    expect(beats()).toHaveLength(5);
    unmount();
  });

  it('sends the first beat once the page is idle, not in the commit that mounts the screen', async () => {
    const idle = holdIdleCallbacks();
    try {
      const store = await signedInWithFakeClock();
      const { unmount } = render(
        <Provider store={store}>
          <Beating />
        </Provider>,
      );
      // Half an interval passes (every timer due runs): still no beat before the page is idle.
      await advance(store, INTERVAL / 2);
      expect(beats()).toHaveLength(0);
      act(() => idle.release());
      await advance(store, 0);
      expect(beats()).toHaveLength(1);
      unmount();
    } finally {
      idle.restore();
    }
  });

  it('re-renders nothing when a beat is sent and answered (the frame around it stays put)', async () => {
    const store = await signedInWithFakeClock();
    let renders = 0;
    const { unmount } = render(
      <Provider store={store}>
        <Profiler id="frame" onRender={() => (renders += 1)}>
          <Beating />
        </Profiler>
      </Provider>,
    );
    const mounted = renders;
    // Each step ends once its beats are answered: three beats sent and answered.
    await advance(store, 0);
    await advance(store, INTERVAL);
    await advance(store, INTERVAL);
    expect(beats()).toHaveLength(3);
    expect(renders).toBe(mounted);
    unmount();
  });

  // No request timeout (spec §9): unanswered beats must not pile up on the browser's connections.
  it('sends no beat while the previous one waits for its answer', async () => {
    const store = await signedInWithFakeClock();
    const beat = holdCalls(harness, '/api/app/heartbeat');
    const { unmount } = render(
      <Provider store={store}>
        <Beating />
      </Provider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(INTERVAL * 4);
    });
    expect(beat.count()).toBe(1);
    beat.release();
    await advance(store, 0);
    await advance(store, INTERVAL);
    expect(beat.count()).toBe(2);
    unmount();
  });

  it('stops when the session ends', async () => {
    const store = makeStore();
    const { user } = {
      user: {
        accessToken: 'a',
        levelName: 'Member',
        subLevelId: 6,
        loginId: 'x',
        id: 1,
        sessionId: 's',
        currency: 'USD',
        signedInAt: 1,
      },
    };
    store.dispatch(signedIn({ user, refreshToken: 'r' }));
    startFakeClock();
    render(
      <Provider store={store}>
        <Beating />
      </Provider>,
    );
    await advance(store, 0);
    act(() => {
      store.dispatch(signedOut());
    });
    await advance(store, 0);
    harness.requests.length = 0;
    // A heartbeat still ticking after sign-out would not reach the network (the base query refuses
    // it without a token) but would be logged as skipped: watch both.
    const skipped = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    await advance(store, INTERVAL * 3);
    expect(beats()).toHaveLength(0);
    expect(skipped).not.toHaveBeenCalled();
  });
});
