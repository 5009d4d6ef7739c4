/** @jest-environment node */
import { settingsFromEnv } from '../settings';
import { TestSim } from '../testing/harness';
import { useMswServer } from '../testing/mswServer';

const server = useMswServer();
const HEARTBEAT = '/api/app/heartbeat';

interface StateData {
  round: { id: number; phase: string };
  calls: Record<string, number>;
  scenario: Record<string, unknown>;
  timing: { bettingMs: number };
  accounts: Array<{ id: number; balance: number; gameStatus: string }>;
  expiredSessions?: number | null;
}

describe('control API and scenarios', () => {
  it('reports state: current round, per-path call counts, scenario, accounts', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    await t.post(HEARTBEAT, { accountId: s.accountId }, s.accessToken);
    await t.post(HEARTBEAT, { accountId: s.accountId }, s.accessToken);
    const state = await t.control<StateData>('/__sim/state');
    expect(state.status).toBe(200);
    expect(state.body.data.calls).toEqual({ '/api/oauth/token': 1, [HEARTBEAT]: 2 });
    expect(state.body.data.round.phase).toBe('BETTING');
    expect(state.body.data.accounts.find((a) => a.id === 1004)?.gameStatus).toBe('INA');
    await t.control('/__sim/calls/reset', {});
    expect(t.sim.control.calls(HEARTBEAT)).toBe(0);
  });

  it('lists live sessions with their token expiry times, and no token', async () => {
    const t = new TestSim(server, { accessTtlS: 900, refreshTtlS: 3600 });
    const signedInAt = t.now;
    await t.login('010000001');
    type Sessions = { sessions: Array<Record<string, number>> };
    const before = await t.control<Sessions>('/__sim/state');
    expect(before.body.data.sessions).toEqual([
      {
        accountId: 1001,
        signedInAt,
        accessExpiresAt: signedInAt + 900_000,
        refreshExpiresAt: signedInAt + 3_600_000,
      },
    ]);
    expect(JSON.stringify(before.body.data)).not.toMatch(/\b(at|rt)_/);
    t.tick(5_000);
    const after = await t.control<Sessions>('/__sim/scenario', { expireAccess: { loginId: '010000001' } });
    expect(after.body.data.sessions[0]?.accessExpiresAt).toBe(signedInAt + 5_000);
  });

  it('expires access tokens now: one account or all sessions', async () => {
    const t = new TestSim(server);
    const a = await t.login('010000001');
    const b = await t.login('010000002');
    const one = await t.control<StateData>('/__sim/scenario', { expireAccess: { loginId: '010000001' } });
    expect(one.body.data.expiredSessions).toBe(1);
    expect((await t.post(HEARTBEAT, { accountId: a.accountId }, a.accessToken)).body.reason).toBe(
      'TOKEN_EXPIRED',
    );
    expect((await t.post(HEARTBEAT, { accountId: b.accountId }, b.accessToken)).status).toBe(200);
    await t.control('/__sim/scenario', { expireAccess: {} });
    expect((await t.post(HEARTBEAT, { accountId: b.accountId }, b.accessToken)).body.reason).toBe(
      'TOKEN_EXPIRED',
    );
    expect((await t.post('/api/oauth/refresh', { refreshToken: b.refreshToken })).status).toBe(200);
  });

  it('fails the next refresh only, or every refresh', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    await t.control('/__sim/scenario', { failNextRefresh: true });
    const failed = await t.post('/api/oauth/refresh', { refreshToken: s.refreshToken });
    expect(failed.status).toBe(401);
    expect(failed.body.reason).toBe('REFRESH_INVALID');
    expect((await t.post('/api/oauth/refresh', { refreshToken: s.refreshToken })).status).toBe(200);
    await t.control('/__sim/scenario', { failAllRefresh: true });
    const s2 = await t.login();
    expect((await t.post('/api/oauth/refresh', { refreshToken: s2.refreshToken })).status).toBe(401);
    expect((await t.post('/api/oauth/refresh', { refreshToken: s2.refreshToken })).status).toBe(401);
    await t.control('/__sim/scenario', { failAllRefresh: false });
    expect((await t.post('/api/oauth/refresh', { refreshToken: s2.refreshToken })).status).toBe(200);
  });

  it('deactivates and reactivates game 2 for an account', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const games = () =>
      t.post<Array<{ status: string }>>(
        '/api/app/accounts/games/getByAccountId',
        { accountId: 1001, gameId: 2 },
        s.accessToken,
      );
    await t.control('/__sim/scenario', { gameStatus: { accountId: 1001, status: 'INA' } });
    expect((await games()).body.data[0]?.status).toBe('INA');
    await t.control('/__sim/scenario', { gameStatus: { loginId: '010000001', status: 'ACT' } });
    expect((await games()).body.data[0]?.status).toBe('ACT');
  });

  it('answers every /api call with 500 while serverError is on (control paths still work)', async () => {
    const t = new TestSim(server);
    await t.control('/__sim/scenario', { serverError: true });
    const login = await t.post('/api/oauth/token', {
      phoneNumber: '010000001',
      password: 'demo1234',
      deviceToken: {},
    });
    expect(login.status).toBe(500);
    expect(login.body).toMatchObject({ code: '500', reason: 'SIMULATED_FAILURE', data: null });
    expect((await t.control('/__sim/state')).status).toBe(200);
    await t.control('/__sim/scenario', { serverError: false });
    await expect(t.login()).resolves.toMatchObject({ accountId: 1001 });
  });

  it('adds latency', async () => {
    const t = new TestSim(server);
    await t.control('/__sim/scenario', { latencyMs: 150 });
    // The answer waits on a 150 ms timer (asserted on the timer, not on the wall clock: no timed tests).
    const timers = jest.spyOn(globalThis, 'setTimeout');
    await t.login();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 150);
    timers.mockClear();
    await t.control('/__sim/scenario', { latencyMs: 0 });
    await t.login();
    expect(timers).not.toHaveBeenCalledWith(expect.any(Function), 150);
  });

  it('drops the connection', async () => {
    const t = new TestSim(server);
    await t.control('/__sim/scenario', { dropConnection: true });
    await expect(t.login()).rejects.toThrow();
    await t.control('/__sim/scenario', { dropConnection: false });
    await expect(t.login()).resolves.toMatchObject({ accountId: 1001 });
  });

  it('sets round timings from the next round on', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const before = await t.betting(s);
    await t.control('/__sim/scenario', { timing: { bettingMs: 2000, shakeMs: 1000, resultMs: 1000 } });
    expect((await t.betting(s)).round).toEqual(before.round);
    t.at(before.round.endsAt);
    const next = await t.betting(s);
    expect(next.round).toMatchObject({
      id: before.round.id + 1,
      openedAt: before.round.endsAt,
      closesAt: before.round.endsAt + 2000,
      endsAt: before.round.endsAt + 4000,
    });
    expect(next.timing).toEqual({ bettingMs: 2000, shakeMs: 1000, resultMs: 1000 });
  });

  it('moves the clock and skips to a phase', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    await t.control('/__sim/clock', { skipTo: 'RESULT' });
    const result = await t.betting(s);
    expect(result.round).toMatchObject({ id: round.id, phase: 'RESULT' });
    expect(result.round.dice).toHaveLength(3);
    await t.control('/__sim/clock', { skipTo: 'BETTING' });
    expect((await t.betting(s)).round).toMatchObject({ id: round.id + 1, phase: 'BETTING' });
    await t.control('/__sim/clock', { advanceMs: 20_000 });
    expect((await t.betting(s)).round.phase).toBe('CLOSED');
  });

  it('reset restores the seeded state and start-up scenario, keeping round ids increasing', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    await t.join(s, round.id, [{ symbol: 'FISH', stake: 5000 }]);
    await t.post(
      '/api/app/accounts/deposits/create',
      { id: 0, accountId: 1001, amount: 100, remark: '' },
      s.accessToken,
    );
    await t.control('/__sim/scenario', {
      latencyMs: 0,
      failAllRefresh: true,
      gameStatus: { accountId: 1001, status: 'INA' },
      timing: { bettingMs: 1000 },
    });
    const reset = await t.control<StateData>('/__sim/reset', {});
    expect(reset.body.data.accounts.find((a) => a.id === 1001)).toMatchObject({
      balance: 100_000,
      gameStatus: 'ACT',
    });
    expect(reset.body.data.scenario).toMatchObject({ failAllRefresh: false });
    expect(reset.body.data.calls).toEqual({});
    expect(reset.body.data.round.id).toBe(round.id);
    expect((await t.post(HEARTBEAT, { accountId: 1001 }, s.accessToken)).body.reason).toBe('TOKEN_REVOKED');
    const again = await t.login();
    const data = await t.betting(again);
    expect(data.myBets.totalStake).toBe(0);
    expect(data.timing.bettingMs).toBe(20_000);
  });

  it('refuses bad control input with 400 and unknown control paths with 404', async () => {
    const t = new TestSim(server);
    expect((await t.control('/__sim/scenario', { latencyMs: -1 })).status).toBe(400);
    expect((await t.control('/__sim/scenario', { gameStatus: { status: 'INA' } })).status).toBe(400);
    expect((await t.control('/__sim/scenario', { expireAccess: { loginId: 'nobody' } })).status).toBe(404);
    expect((await t.control('/__sim/nothing', {})).status).toBe(404);
  });

  it('refuses a control write that is not JSON, and a call from another site, changing nothing', async () => {
    const t = new TestSim(server, { appOrigins: ['http://localhost:5173'] });
    const before = (await t.control<StateData & { clockOffsetMs: number }>('/__sim/state')).body.data;
    const attempts: Array<[string, Record<string, string>, number]> = [
      ['/__sim/clock', { 'Content-Type': 'text/plain' }, 415],
      ['/__sim/clock', {}, 415],
      ['/__sim/clock', { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, 403],
      ['/__sim/clock', { 'Content-Type': 'application/json', Origin: 'null' }, 403],
      ['/__sim/clock', { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }, 403],
      ['/__sim/reset', { 'Content-Type': 'text/plain', Origin: 'http://evil.example' }, 403],
      ['/__sim/scenario', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ];
    for (const [path, headers, status] of attempts) {
      const answer = await t.raw(path, {
        method: 'POST',
        headers,
        body: path === '/__sim/scenario' ? '{"serverError":true}' : '{"advanceMs":3600000}',
      });
      expect([path, headers, answer.status]).toEqual([path, headers, status]);
    }
    const read = await t.raw('/__sim/state', { headers: { Origin: 'http://evil.example' } });
    expect(read.status).toBe(403);
    expect(JSON.stringify(await read.json())).not.toMatch(/balance|accounts/);
    const after = (await t.control<StateData & { clockOffsetMs: number }>('/__sim/state')).body.data;
    expect(after.clockOffsetMs).toBe(before.clockOffsetMs);
    expect(after.scenario).toEqual(before.scenario);
    // The configured app origin may.
    const allowed = await t.raw('/__sim/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', Origin: 'http://localhost:5173' },
      body: '{"advanceMs":1000}',
    });
    expect(allowed.status).toBe(200);
  });

  it('takes start-up scenarios from SIM_* settings', async () => {
    const settings = settingsFromEnv({
      SIM_SERVER_ERROR: '1',
      SIM_BETTING_MS: '5000',
      SIM_INACTIVE_GAME: '010000001',
    });
    expect(settings).toEqual({ serverError: true, bettingMs: 5000, inactiveGameLoginIds: ['010000001'] });
    expect(settingsFromEnv({ SIM_APP_ORIGINS: 'http://localhost:5173, https://qa.example' })).toEqual({
      appOrigins: ['http://localhost:5173', 'https://qa.example'],
    });
    const t = new TestSim(server, settings);
    expect((await t.post('/api/oauth/token', {})).status).toBe(500);
    const state = await t.control<StateData>('/__sim/state');
    expect(state.body.data.timing.bettingMs).toBe(5000);
    expect(state.body.data.accounts.find((a) => a.id === 1001)?.gameStatus).toBe('INA');
    expect(() => settingsFromEnv({ SIM_BETTING_MS: 'soon' })).toThrow(/SIM_BETTING_MS/);
    expect(() => settingsFromEnv({ SIM_FAIL_REFRESH: 'maybe' })).toThrow(/SIM_FAIL_REFRESH/);
    for (const bad of ['localhost:5173', 'http://localhost:5173/', 'http://LOCALHOST:5173', '*', 'null'])
      expect(() => settingsFromEnv({ SIM_APP_ORIGINS: bad })).toThrow(/SIM_APP_ORIGINS/);
  });
});
