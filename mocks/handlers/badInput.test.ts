/** @jest-environment node */
import { ACCOUNT_PATHS } from './accounts';
import { GAME_PATHS } from './game';
import { HEARTBEAT_PATH } from './heartbeat';
import { REPORT_PATHS } from './reports';
import { WALLET_PATHS } from './wallet';
import { TestSim, type Session } from '../testing/harness';
import { useMswServer } from '../testing/mswServer';

const server = useMswServer();

const AUTHED_PATHS = [
  '/api/oauth/logout',
  ...Object.values(ACCOUNT_PATHS),
  ...Object.values(GAME_PATHS),
  ...Object.values(REPORT_PATHS),
  ...Object.values(WALLET_PATHS),
  HEARTBEAT_PATH,
];

async function setup(): Promise<{ t: TestSim; s: Session; roundId: number }> {
  const t = new TestSim(server);
  const s = await t.login();
  return { t, s, roundId: (await t.betting(s)).round.id };
}

describe('bad input never changes state and never gets a 500', () => {
  it('requires a Bearer token on every /api call except login and refresh', async () => {
    const t = new TestSim(server);
    for (const path of AUTHED_PATHS) {
      const answer = await t.post(path, {});
      expect([path, answer.status, answer.body.reason]).toEqual([path, 401, 'TOKEN_MISSING']);
    }
  });

  it.each([
    ['not JSON', '{"accountId": 1001,'],
    [
      'NaN literal',
      '{"accountId":1001,"gameId":2,"roundId":1,"requestId":"x","bets":[{"symbol":"FISH","stake":NaN}]}',
    ],
    ['empty body', ''],
  ])('answers 400 MALFORMED_JSON for %s', async (_name, raw) => {
    const { t, s } = await setup();
    const answer = await t.post(GAME_PATHS.join, raw, s.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: '400', reason: 'MALFORMED_JSON', data: null });
    expect((await t.betting(s)).account.balance).toBe(100_000);
  });

  it('answers 400 MALFORMED_JSON for bytes that are not UTF-8', async () => {
    const { t, s } = await setup();
    const response = await t.raw(GAME_PATHS.join, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.accessToken}`, 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(response.status).toBe(400);
  });

  it('answers 413 for a body over 64 KB', async () => {
    const { t, s, roundId } = await setup();
    const body = {
      accountId: 1001,
      gameId: 2,
      roundId,
      requestId: crypto.randomUUID(),
      bets: [{ symbol: 'FISH', stake: 100 }],
      pad: 'x'.repeat(70_000),
    };
    const answer = await t.post(GAME_PATHS.join, body, s.accessToken);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: '413', reason: 'PAYLOAD_TOO_LARGE' });
    expect((await t.betting(s)).account.balance).toBe(100_000);
  });

  const join = (roundId: number, patch: Record<string, unknown>, bet: Record<string, unknown> = {}) => ({
    accountId: 1001,
    gameId: 2,
    roundId,
    requestId: crypto.randomUUID(),
    bets: [{ symbol: 'FISH', stake: 100, ...bet }],
    ...patch,
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a JSON array', { __array: true }, {}],
    ['missing accountId', { accountId: undefined }, {}],
    ['missing bets', { bets: undefined }, {}],
    ['empty bets', { bets: [] }, {}],
    ['seven bets', { bets: Array.from({ length: 7 }, () => ({ symbol: 'FISH', stake: 100 })) }, {}],
    ['accountId as string', { accountId: '1001' }, {}],
    ['roundId as string', { roundId: '12' }, {}],
    ['requestId not a UUID', { requestId: 'abc' }, {}],
    ['gameId missing', { gameId: undefined }, {}],
    ['negative stake', {}, { stake: -100 }],
    ['zero stake', {}, { stake: 0 }],
    ['fractional stake', {}, { stake: 100.5 }],
    ['stake as string', {}, { stake: '100' }],
    ['stake "NaN"', {}, { stake: 'NaN' }],
    ['stake null', {}, { stake: null }],
    ['unsafe-integer stake', {}, { stake: 2 ** 53 }],
    ['absurd stake', {}, { stake: 1e300 }],
    ['unknown symbol', {}, { symbol: 'DRAGON' }],
    ['lower-case symbol', {}, { symbol: 'fish' }],
    ['missing symbol', {}, { symbol: undefined }],
  ])('answers 400 VALIDATION_ERROR for %s', async (_name, patch, bet) => {
    const { t, s, roundId } = await setup();
    const body = '__array' in patch ? [join(roundId, {})] : join(roundId, patch, bet);
    const answer = await t.post(GAME_PATHS.join, body, s.accessToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: '400', reason: 'VALIDATION_ERROR', data: null });
    expect((await t.betting(s)).account.balance).toBe(100_000);
  });

  it('answers 400 for an overflowing number literal (1e400 parses as Infinity)', async () => {
    const { t, s, roundId } = await setup();
    const raw = `{"accountId":1001,"gameId":2,"roundId":${roundId},"requestId":"${crypto.randomUUID()}","bets":[{"symbol":"FISH","stake":1e400}]}`;
    expect((await t.post(GAME_PATHS.join, raw, s.accessToken)).status).toBe(400);
  });

  it('answers 409 for stale and future round ids', async () => {
    const { t, s, roundId } = await setup();
    expect((await t.post(GAME_PATHS.join, join(roundId - 1, {}), s.accessToken)).body.reason).toBe(
      'STALE_ROUND',
    );
    expect((await t.post(GAME_PATHS.join, join(0, {}), s.accessToken)).body.reason).toBe('STALE_ROUND');
    expect((await t.post(GAME_PATHS.join, join(roundId + 1, {}), s.accessToken)).body.reason).toBe(
      'ROUND_NOT_OPEN',
    );
    expect((await t.betting(s)).account.balance).toBe(100_000);
  });

  it('validates the other calls too', async () => {
    const { t, s } = await setup();
    const cases: Array<[string, unknown]> = [
      ['/api/oauth/token', { phoneNumber: 10000001, password: 'demo1234', deviceToken: {} }],
      ['/api/oauth/token', { phoneNumber: '010000001', password: 'demo1234' }],
      ['/api/oauth/refresh', { refreshToken: 42 }],
      [WALLET_PATHS.deposit, { id: 0, accountId: 1001, amount: -5, remark: '' }],
      [WALLET_PATHS.deposit, { id: 0, accountId: 1001, amount: 1.5, remark: '' }],
      [WALLET_PATHS.withdrawal, { id: 7, accountId: 1001, amount: 100, remark: '' }],
      [REPORT_PATHS.play, { accountId: 1001, pageSize: 0, limit: 10 }],
      [REPORT_PATHS.playV2, { accountId: 1001, pageSize: -1, limit: 10 }],
      [REPORT_PATHS.results, { accountId: 1001, pageSize: 1, limit: 1000 }],
      [ACCOUNT_PATHS.subCreate, { parentId: 1001, phoneNumber: '010000999', password: 'x', currency: 'EUR' }],
      [GAME_PATHS.betting, {}],
      [HEARTBEAT_PATH, { accountId: 'me' }],
    ];
    for (const [path, body] of cases) {
      const answer = await t.post(path, body, s.accessToken);
      expect([path, answer.status, answer.body.reason]).toEqual([path, 400, 'VALIDATION_ERROR']);
    }
    expect((await t.betting(s)).account.balance).toBe(100_000);
  });
});
