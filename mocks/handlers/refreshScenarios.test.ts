/** @jest-environment node */
import { settingsFromEnv } from '../settings';
import { TestSim } from '../testing/harness';
import { useMswServer } from '../testing/mswServer';

const server = useMswServer();
const HEARTBEAT = '/api/app/heartbeat';
const REFRESH = '/api/oauth/refresh';

describe('scenarios for token refresh troubles', () => {
  it('answers every refresh with 500 while refreshFails5xx is on, and keeps the refresh token good', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    await t.control('/__sim/scenario', { refreshFails5xx: true, failNextRefresh: true });

    const failed = await t.post(REFRESH, { refreshToken: s.refreshToken });
    expect(failed.status).toBe(500);
    expect(failed.body).toMatchObject({ code: '500', reason: 'SIMULATED_FAILURE', data: null });
    expect((await t.post(REFRESH, { refreshToken: s.refreshToken })).status).toBe(500);
    expect(t.sim.control.calls(REFRESH)).toBe(2);
    // Other calls are untouched.
    expect((await t.post(HEARTBEAT, { accountId: s.accountId }, s.accessToken)).status).toBe(200);

    await t.control('/__sim/scenario', { refreshFails5xx: false });
    // The failure spent neither the token nor the "next refresh fails" switch.
    expect((await t.post(REFRESH, { refreshToken: s.refreshToken })).body.reason).toBe('REFRESH_INVALID');
    expect((await t.post(REFRESH, { refreshToken: s.refreshToken })).status).toBe(200);
  });

  it('answers 401 on the listed paths whatever the token, and counts those calls', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    await t.control('/__sim/scenario', { always401Paths: [HEARTBEAT] });

    const refused = await t.post(HEARTBEAT, { accountId: s.accountId }, s.accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body.reason).toBe('TOKEN_REVOKED');
    const renewed = await t.post<{ accessToken: string }>(REFRESH, { refreshToken: s.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await t.post(HEARTBEAT, { accountId: s.accountId }, renewed.body.data.accessToken)).status).toBe(
      401,
    );
    expect(t.sim.control.calls(HEARTBEAT)).toBe(2);

    await t.control('/__sim/scenario', { always401Paths: [] });
    expect((await t.post(HEARTBEAT, { accountId: s.accountId }, renewed.body.data.accessToken)).status).toBe(
      200,
    );
  });

  it('refuses a path outside /api in always401Paths', async () => {
    const t = new TestSim(server);
    const answer = await t.control('/__sim/scenario', { always401Paths: ['/__sim/state'] });
    expect(answer.status).toBe(400);
  });

  it('reads both from the environment, and a reset brings back the start-up values', async () => {
    expect(settingsFromEnv({ SIM_REFRESH_5XX: '1', SIM_401_PATHS: `${HEARTBEAT}, /api/x` })).toEqual({
      refreshFails5xx: true,
      always401Paths: [HEARTBEAT, '/api/x'],
    });
    const t = new TestSim(server);
    await t.control('/__sim/scenario', { refreshFails5xx: true, always401Paths: [HEARTBEAT] });
    await t.control('/__sim/reset', {});
    expect(t.sim.control.state().scenario).toMatchObject({
      refreshFails5xx: false,
      always401Paths: [],
    });
  });
});
