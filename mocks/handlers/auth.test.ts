/** @jest-environment node */
import { DEVICE, TestSim, type LoginData } from '../testing/harness';
import { useMswServer } from '../testing/mswServer';

const server = useMswServer();
const REFRESH = '/api/oauth/refresh';
type Pair = { accessToken: string; refreshToken: string; expiresIn: number };

describe('auth', () => {
  it('signs in a demo account and sets the XSRF cookie', async () => {
    const t = new TestSim(server);
    const answer = await t.post<LoginData>('/api/oauth/token', {
      phoneNumber: '010000003',
      password: 'demo1234',
      deviceToken: DEVICE,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: '200', message: 'OK', serverTime: t.now });
    expect(answer.body.data).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      userInfo: {
        loginId: '010000003',
        accounts: { id: 1003, levelName: 'Agent', subLevelId: 5, currency: 'USD' },
      },
    });
    expect(answer.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict$/);
  });

  it('refuses bad credentials with 401 INVALID_CREDENTIALS', async () => {
    const t = new TestSim(server);
    for (const body of [
      { phoneNumber: '010000001', password: 'wrong', deviceToken: DEVICE },
      { phoneNumber: '099999999', password: 'demo1234', deviceToken: DEVICE },
    ]) {
      const answer = await t.post('/api/oauth/token', body);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: '401', reason: 'INVALID_CREDENTIALS', data: null });
    }
  });

  it('lets 010000004 sign in but lists its game 2 as not ACT', async () => {
    const t = new TestSim(server);
    const s = await t.login('010000004');
    const games = await t.post(
      '/api/app/accounts/games/getByAccountId',
      { accountId: s.accountId, gameId: 2 },
      s.accessToken,
    );
    expect(games.body.data).toEqual([{ id: 2, name: 'Kla Klouk', status: 'INA' }]);
  });

  it('answers 401 with a reason for every /api call without a valid Bearer, and accepts X-XSRF-TOKEN', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const body = { accountId: s.accountId };
    const path = '/api/app/accounts/betting/getByAccountId';
    expect((await t.post(path, body)).body.reason).toBe('TOKEN_MISSING');
    expect((await t.post(path, body, 'not-a-token')).body.reason).toBe('TOKEN_MALFORMED');
    expect((await t.post(path, body, undefined, { Authorization: 'Basic abc' })).body.reason).toBe(
      'TOKEN_MALFORMED',
    );
    expect((await t.post(path, body, `at_${'x'.repeat(43)}`)).body.reason).toBe('TOKEN_REVOKED');
    t.tick(900_000);
    const expired = await t.post(path, body, s.accessToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: '401', reason: 'TOKEN_EXPIRED', data: null });
    const fresh = await t.login();
    expect((await t.post(path, body, fresh.accessToken, { 'X-XSRF-TOKEN': 'abc' })).status).toBe(200);
  });

  it('rotates the refresh token and counts exactly one refresh call', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    t.tick(900_000);
    const answer = await t.post<Pair>(REFRESH, { refreshToken: s.refreshToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.refreshToken).not.toBe(s.refreshToken);
    expect(answer.body.data.expiresIn).toBe(900);
    expect(
      (
        await t.post(
          '/api/app/heartbeat',
          { accountId: s.accountId, sessionId: 'x' },
          answer.body.data.accessToken,
        )
      ).status,
    ).toBe(200);
    expect(t.sim.control.calls(REFRESH)).toBe(1);
  });

  it('revokes the whole session when a rotated refresh token is reused after the grace window', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const rotated = (await t.post<Pair>(REFRESH, { refreshToken: s.refreshToken })).body.data;
    t.tick(10_001);
    const reuse = await t.post(REFRESH, { refreshToken: s.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.reason).toBe('REFRESH_REUSED');
    expect(
      (await t.post('/api/app/heartbeat', { accountId: s.accountId }, rotated.accessToken)).body.reason,
    ).toBe('TOKEN_REVOKED');
    expect((await t.post(REFRESH, { refreshToken: rotated.refreshToken })).body.reason).toBe(
      'REFRESH_INVALID',
    );
  });

  it('gives two tabs refreshing together the same new pair (grace window)', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const [a, b] = await Promise.all([
      t.post<Pair>(REFRESH, { refreshToken: s.refreshToken }),
      t.post<Pair>(REFRESH, { refreshToken: s.refreshToken }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    t.tick(10_000);
    expect((await t.post<Pair>(REFRESH, { refreshToken: s.refreshToken })).body.data).toEqual(a.body.data);
  });

  it('refuses a refresh after the absolute lifetime counted from sign-in', async () => {
    const t = new TestSim(server, { refreshTtlS: 3600 });
    const s = await t.login();
    t.tick(1800_000);
    const rotated = (await t.post<Pair>(REFRESH, { refreshToken: s.refreshToken })).body.data;
    t.tick(1800_000);
    const late = await t.post(REFRESH, { refreshToken: rotated.refreshToken });
    expect(late.body.reason).toBe('REFRESH_EXPIRED');
    expect((await t.post(REFRESH, { refreshToken: `rt_${'y'.repeat(43)}` })).body.reason).toBe(
      'REFRESH_INVALID',
    );
  });

  it('logout revokes the session', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    expect((await t.post('/api/oauth/logout', { userId: s.accountId }, s.accessToken)).body).toMatchObject({
      code: '200',
      data: null,
    });
    expect((await t.post('/api/app/heartbeat', { accountId: s.accountId }, s.accessToken)).body.reason).toBe(
      'TOKEN_REVOKED',
    );
    expect((await t.post(REFRESH, { refreshToken: s.refreshToken })).body.reason).toBe('REFRESH_INVALID');
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    const t = new TestSim(server);
    const answer = await t.post('/api/app/nothing', {});
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: '404', reason: 'NOT_FOUND', data: null });
  });
});
