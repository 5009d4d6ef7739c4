/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { seedHashOf } from '../domain/commitReveal';
import type { BettingData, JoinData, LoginData } from '../testing/harness';
import { DEVICE } from '../testing/harness';
import { createSimulator } from '../simulator';
import { startSimulatorServer, type RunningServer } from './httpServer';

let running: RunningServer;
/** The configured app origin (SIM_APP_ORIGINS). */
const APP = 'http://localhost:5173';
const EVIL = 'http://evil.example';

beforeAll(async () => {
  running = await startSimulatorServer(createSimulator({ settings: { appOrigins: [APP] } }), 0);
});

afterAll(() => running.close());

interface Envelope<T> {
  code: string;
  reason?: string;
  data: T;
  serverTime: number;
}

async function post<T>(
  path: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; headers: Headers; body: Envelope<T> }> {
  const response = await fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
}

describe('the simulator over real HTTP', () => {
  it('plays one full round: login → betting data → join → clock → result → report', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await post('/__sim/reset', {});
    const login = await post<LoginData>('/api/oauth/token', {
      phoneNumber: '010000001',
      password: 'demo1234',
      deviceToken: DEVICE,
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/^XSRF-TOKEN=/);
    const token = login.body.data.accessToken;
    const accountId = login.body.data.userInfo.accounts.id;

    await post('/__sim/clock', { skipTo: 'BETTING' });
    const betting = await post<BettingData>('/api/app/accounts/betting/getByAccountId', { accountId }, token);
    const { round } = betting.body.data;
    expect(round.phase).toBe('BETTING');

    const join = await post<JoinData>(
      '/api/app/play/game/join',
      {
        accountId,
        gameId: 2,
        roundId: round.id,
        requestId: crypto.randomUUID(),
        bets: [{ symbol: 'GOURD', stake: 1000 }],
      },
      token,
    );
    expect(join.status).toBe(200);
    expect(join.body.data).toMatchObject({ status: 'ACCEPTED', balance: 99_000 });

    await post('/__sim/clock', { skipTo: 'RESULT' });
    const result = await post<BettingData>('/api/app/accounts/betting/getByAccountId', { accountId }, token);
    expect(result.body.data.round).toMatchObject({ id: round.id, phase: 'RESULT' });
    expect(seedHashOf(result.body.data.round.seed ?? '')).toBe(round.seedHash);
    const settlement = result.body.data.lastSettlement;
    expect(settlement?.roundId).toBe(round.id);
    expect(result.body.data.account.balance).toBe(99_000 + (settlement?.totalPayout ?? Number.NaN));

    const report = await post<{ items: Array<{ roundId: number; totalStake: number }>; total: number }>(
      '/api/app/report/play/klaklouk/byAccountId',
      { loginId: '010000001', deviceId: DEVICE.deviceToken, accountId, pageSize: 1, limit: 10 },
      token,
    );
    expect(report.body.data.total).toBe(1);
    expect(report.body.data.items[0]).toMatchObject({ roundId: round.id, totalStake: 1000 });

    const state = await fetch(`${running.url}/__sim/state`);
    const calls = ((await state.json()) as Envelope<{ calls: Record<string, number> }>).data.calls;
    expect(calls['/api/app/play/game/join']).toBe(1);
  });

  it('answers CORS preflights of the configured app origin, with credentials', async () => {
    const preflight = await fetch(`${running.url}/api/oauth/token`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-xsrf-token/);
    const answer = await fetch(`${running.url}/api/oauth/token`, {
      method: 'POST',
      headers: { Origin: APP },
      body: '{}',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('gives another origin no CORS access to the game API', async () => {
    for (const origin of [EVIL, 'null', 'http://localhost:9999']) {
      const preflight = await fetch(`${running.url}/api/oauth/token`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect([origin, preflight.status]).toEqual([origin, 403]);
      const answer = await fetch(`${running.url}/api/oauth/token`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'text/plain' },
        body: '{}',
      });
      for (const response of [preflight, answer]) {
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
  });

  it('lets no other site drive or read the control API', async () => {
    await post('/__sim/reset', {});
    const offset = async (): Promise<number> =>
      ((await (await fetch(`${running.url}/__sim/state`)).json()) as Envelope<{ clockOffsetMs: number }>).data
        .clockOffsetMs;
    const before = await offset();
    // What a page on another site can send without a preflight: a text/plain POST.
    for (const path of ['/__sim/clock', '/__sim/reset', '/__sim/scenario']) {
      const forged = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { Origin: EVIL, 'Content-Type': 'text/plain' },
        body: '{"advanceMs":3600000,"serverError":true}',
      });
      expect([path, forged.status]).toEqual([path, 403]);
      expect(forged.headers.get('access-control-allow-origin')).toBeNull();
    }
    const plain = await fetch(`${running.url}/__sim/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"advanceMs":3600000}',
    });
    expect(plain.status).toBe(415);
    expect(await offset()).toBe(before);

    const read = await fetch(`${running.url}/__sim/state`, { headers: { Origin: EVIL } });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const embedded = await fetch(`${running.url}/__sim/state`, {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(embedded.status).toBe(403);
  });

  it('answers the control API to its own pages, under either loopback name, and the app origin', async () => {
    for (const origin of [running.url, `http://localhost:${running.port}`, APP]) {
      const state = await fetch(`${running.url}/__sim/state`, { headers: { Origin: origin } });
      expect([origin, state.status]).toEqual([origin, 200]);
      const write = await fetch(`${running.url}/__sim/calls/reset`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([origin, write.status]).toEqual([origin, 200]);
    }
  });

  it('refuses a page on a DNS name rebound to the loopback address, though its Host matches', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        `${running.url}/__sim/state`,
        { headers: { Host: `evil.example:${running.port}`, Origin: `http://evil.example:${running.port}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(403);
  });

  it('marks every answer nosniff: data, errors, 404 and preflights', async () => {
    const answers = [
      await fetch(`${running.url}/__sim/state`),
      await fetch(`${running.url}/__sim/nothing`),
      await fetch(`${running.url}/api/oauth/token`, { method: 'POST', body: '{}' }),
      await fetch(`${running.url}/api/app/heartbeat`, { method: 'POST', body: '{"accountId":1}' }),
      await fetch(`${running.url}/api/nowhere`, { method: 'POST', body: '{}' }),
      await fetch(`${running.url}/api/oauth/token`, { method: 'OPTIONS', headers: { Origin: APP } }),
    ];
    for (const answer of answers) {
      expect([answer.url, answer.headers.get('x-content-type-options')]).toEqual([answer.url, 'nosniff']);
    }
    expect(answers[0]?.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 413 to an oversized body and 404 outside /api and /__sim', async () => {
    const big = await fetch(`${running.url}/api/oauth/token`, { method: 'POST', body: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as Envelope<null>).reason).toBe('PAYLOAD_TOO_LARGE');
    const other = await fetch(`${running.url}/index.html`);
    expect(other.status).toBe(404);
  });

  it('drops the connection when asked to', async () => {
    await post('/__sim/scenario', { dropConnection: true });
    await expect(fetch(`${running.url}/api/oauth/token`, { method: 'POST', body: '{}' })).rejects.toThrow();
    await post('/__sim/scenario', { dropConnection: false });
    expect((await fetch(`${running.url}/api/oauth/token`, { method: 'POST', body: '{}' })).status).toBe(400);
  });
});
