import { waitFor } from '@testing-library/react';
import { accountEndpoints, ownAccountRequest } from '@/api/accountEndpoints';
import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { authApi } from '@/features/auth/authApi';
import { seal } from '@/lib/crypto/sealedBox';
import { ENDED_KEY, HANDOFF_KEY, readNewestSignIn, SIGN_IN_KEY } from '@/session/crossTab';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

/* A side key of the session (session/crossTab.ts) holding text that cannot be read — here a lone
   UTF-16 surrogate, which crypto-js cannot even encode — is dropped, and what reads it goes on as if
   it held nothing. */

const harness = setupSimulator();
const secret = getConfig().secretKey;
const DEMO_MEMBER_ID = 1001;
const paths = () => harness.requests.map((request) => request.path);

/** Sealed text with one character changed into a lone surrogate. */
function poisoned(): string {
  const sealed = seal('{"sessionId":"x"}', secret);
  const at = sealed.indexOf('.') + 3;
  return `${sealed.slice(0, at)}\uD800${sealed.slice(at + 1)}`;
}

describe('a session side key that cannot be read', () => {
  it('does not stop a sign-in: the member is signed in, and the newest sign-in is kept anew', async () => {
    localStorage.setItem(SIGN_IN_KEY, poisoned());
    const store = makeStore();

    const result = await store.dispatch(authApi.endpoints.login.initiate(DEMO_MEMBER));

    expect(result.data).toEqual({ levelName: 'Member' });
    expect(readNewestSignIn(secret)?.user.sessionId).toBe(userOf(store).sessionId);
    // No session left behind on the server by a sign-in the screen would call failed.
    expect(harness.sim.control.state().activeSessions).toBe(1);
  });

  it('does not stop a logout: the member is signed out and the server is told', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    localStorage.setItem(ENDED_KEY, poisoned());
    harness.requests.length = 0;

    await store.dispatch(authApi.endpoints.logout.initiate());

    expect(store.getState().auth.user).toBeNull();
    await waitFor(() => expect(paths()).toContain('/api/oauth/logout'));
    expect(localStorage.getItem(ENDED_KEY)).not.toContain('\uD800');
  });

  it('does not stop a refresh: a call answered 401 refreshes the token and is repeated', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    localStorage.setItem(HANDOFF_KEY, poisoned());
    harness.sim.control.expireAccessTokens();
    harness.requests.length = 0;

    const request = ownAccountRequest(userOf(store));
    if (!request) throw new Error('signed out');
    const result = await store.dispatch(accountEndpoints.endpoints.getAccount.initiate(request));

    expect(result.data?.id).toBe(DEMO_MEMBER_ID);
    expect(paths().filter((path) => path === '/api/oauth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(HANDOFF_KEY)).not.toContain('\uD800');
  });
});
