import { getResponse, http, HttpResponse } from 'msw';
import { accountEndpoints, ownAccountRequest } from '@/api/accountEndpoints';
import { getConfig } from '@/config/env';
import { authApi } from '@/features/auth/authApi';
import { signedInStore, userOf } from '@/testing/signedIn';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

const harness = setupSimulator();

describe('a 2xx answer whose code is not "200"', () => {
  it('is no heartbeat success', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    const { id, sessionId } = userOf(store);
    harness.server.use(
      http.post(`*${getConfig().endpoints.heartbeat}`, () =>
        HttpResponse.json({ code: '500', message: 'Session store down', data: null }),
      ),
    );
    const result = await store.dispatch(authApi.endpoints.heartbeat.initiate({ accountId: id, sessionId }));
    expect('error' in result).toBe(true);
  });

  it('is no data, even when the rest of the answer is whole', async () => {
    const store = await signedInStore(DEMO_MEMBER);
    harness.server.use(
      http.post(`*${getConfig().endpoints.getAccountById}`, async ({ request }) => {
        const answer = await getResponse(harness.sim.handlers, request);
        const body = (await answer?.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...body, code: '403' });
      }),
    );
    const request = ownAccountRequest(userOf(store));
    if (!request) throw new Error('signed in');
    // The simulator's answer is whole and valid but for its code.
    const result = await store.dispatch(accountEndpoints.endpoints.getAccount.initiate(request));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});
