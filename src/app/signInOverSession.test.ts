import { waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { startSessionSync } from '@/app/sessionSync';
import { authApi } from '@/features/auth/authApi';
import { signIn } from '@/features/auth/signIn';
import { chipPlaced, initialGameState, submissionStarted } from '@/features/game/gameSlice';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_AGENT, DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();

describe('signing in over a stored session (a submit before it was restored)', () => {
  const chip = { symbol: 'TIGER', amount: 100 } as const;

  it("ends another account's session first, as a logout would: nothing of it carries over", async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const member = userOf(store);
    store.dispatch(chipPlaced({ roundId: 7, chip }));
    store.dispatch(submissionStarted({ roundId: 7, chips: [chip] }));
    harness.requests.length = 0;

    await store.dispatch(authApi.endpoints.login.initiate(DEMO_AGENT));

    expect(userOf(store)).toMatchObject({ loginId: DEMO_AGENT.phoneNumber });
    expect(store.getState().game).toEqual(initialGameState);
    // The server is told in the background.
    const logout = () => harness.requests.find((request) => request.path === '/api/oauth/logout');
    await waitFor(() => expect(logout()?.body).toEqual({ userId: member.id }));
    expect(logout()?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`);
  });

  // In the app the session watcher drops the api cache when a session ends, and RTK Query aborts every
  // mutation still running then: the sign-in that ends the old session among them.
  it('in the app (session watcher on): tells the server the old session ended, and the sign-in succeeds', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const member = userOf(store);
    const stopSync = startSessionSync(store);
    harness.requests.length = 0;
    try {
      expect(await signIn(store.dispatch, DEMO_AGENT)).toEqual({ ok: true, levelName: 'Agent' });
      expect(userOf(store)).toMatchObject({ loginId: DEMO_AGENT.phoneNumber });
      const logout = () => harness.requests.find((request) => request.path === '/api/oauth/logout');
      await waitFor(() =>
        expect(logout()?.headers.get('Authorization')).toBe(`Bearer ${member.accessToken}`),
      );
      await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(1));
    } finally {
      stopSync();
    }
  });

  it("does not wait for the old session's logout call", async () => {
    const store = await signedInStore(DEMO_MEMBER);
    // The server never answers the old session's logout (requests have no timeout, spec §9).
    harness.server.use(http.post('*/api/oauth/logout', () => delay('infinite')));

    const result = await store.dispatch(authApi.endpoints.login.initiate(DEMO_AGENT));

    expect('data' in result && result.data).toEqual({ levelName: 'Agent' });
    expect(userOf(store)).toMatchObject({ loginId: DEMO_AGENT.phoneNumber });
  });

  it('keeps the draft and the pending bet when the same account signs in again, and ends the older session', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const older = userOf(store);
    store.dispatch(chipPlaced({ roundId: 7, chip }));
    store.dispatch(submissionStarted({ roundId: 7, chips: [chip] }));
    const game = store.getState().game;
    harness.requests.length = 0;

    await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));

    expect(store.getState().game).toEqual(game);
    expect(userOf(store).sessionId).not.toBe(older.sessionId);
    // Logout revokes the session of its token (docs/api.md): the older one, not the new one.
    const logout = () => harness.requests.find((request) => request.path === '/api/oauth/logout');
    await waitFor(() => expect(logout()?.headers.get('Authorization')).toBe(`Bearer ${older.accessToken}`));
    await waitFor(() => expect(harness.sim.control.state().activeSessions).toBe(1));
  });
});
