/** @jest-environment node */
import { TestSim } from '../testing/harness';
import { useMswServer } from '../testing/mswServer';

const server = useMswServer();

interface AccountData {
  id: number;
  loginId: string;
  levelName: string;
  subLevelId: number;
  parentId: number | null;
  currency: string;
  scale: number;
  balance: number;
  status: string;
}
interface PageData<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

describe('accounts', () => {
  it('gets an account by id', async () => {
    const t = new TestSim(server);
    const s = await t.login('010000002');
    const answer = await t.post<AccountData>(
      '/api/app/accounts/getByAccountId',
      { loginId: '010000002', deviceId: 'd', accountId: 1002 },
      s.accessToken,
    );
    expect(answer.body.data).toEqual({
      id: 1002,
      loginId: '010000002',
      phoneNumber: '010000002',
      levelName: 'Member',
      subLevelId: 6,
      parentId: 1000,
      currency: 'KHR',
      scale: 0,
      balance: 4_000_000,
      status: 'ACT',
    });
  });

  it('lets an Agent see its sub-accounts but not other accounts', async () => {
    const t = new TestSim(server);
    const agent = await t.login('010000003');
    const list = await t.post<PageData<AccountData>>(
      '/api/app/accounts/subAccountList',
      { parentId: 1003, pageSize: 1, limit: 2 },
      agent.accessToken,
    );
    expect(list.body.data).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(list.body.data.items.map((a) => a.id)).toEqual([1031, 1032]);
    const byId = await t.post<AccountData>(
      '/api/app/accounts/subAccountList/getById',
      { parentId: 1003, id: 1033 },
      agent.accessToken,
    );
    expect(byId.body.data).toMatchObject({ id: 1033, currency: 'KHR', parentId: 1003 });
    expect(
      (await t.post('/api/app/accounts/getByAccountId', { accountId: 1001 }, agent.accessToken)).body.reason,
    ).toBe('FORBIDDEN');
    expect(
      (await t.post('/api/app/accounts/getByAccountId', { accountId: 9999 }, agent.accessToken)).body.reason,
    ).toBe('ACCOUNT_NOT_FOUND');
    expect(
      (
        await t.post(
          '/api/app/accounts/subAccountList/getById',
          { parentId: 1003, id: 1001 },
          agent.accessToken,
        )
      ).body.reason,
    ).toBe('ACCOUNT_NOT_FOUND');
  });

  it('creates sub-accounts one level down; a Member gets 403', async () => {
    const t = new TestSim(server);
    const master = await t.login('010000005');
    const created = await t.post<AccountData>(
      '/api/app/accounts/subAccountList/create',
      { parentId: 1005, phoneNumber: '010000555', password: 'pw123456', currency: 'USD' },
      master.accessToken,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      levelName: 'Agent',
      parentId: 1005,
      balance: 0,
      currency: 'USD',
      status: 'ACT',
    });
    const newAgent = await t.login('010000555', 'pw123456');
    expect(newAgent.accountId).toBe(created.body.data.id);
    const dup = await t.post(
      '/api/app/accounts/subAccountList/create',
      { parentId: 1005, phoneNumber: '010000555', password: 'x', currency: 'USD' },
      master.accessToken,
    );
    expect(dup.body.reason).toBe('PHONE_TAKEN');
    const sameLevel = await t.post(
      '/api/app/accounts/subAccountList/create',
      { parentId: 1005, phoneNumber: '010000556', password: 'x', currency: 'USD', levelName: 'Master' },
      master.accessToken,
    );
    expect(sameLevel.status).toBe(403);

    const member = await t.login('010000001');
    const refused = await t.post(
      '/api/app/accounts/subAccountList/create',
      { parentId: 1001, phoneNumber: '010000557', password: 'x', currency: 'USD' },
      member.accessToken,
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: '403', reason: 'FORBIDDEN' });
    const viaCreate = await t.post(
      '/api/app/accounts/create',
      { id: 0, phoneNumber: '010000558', password: 'x', currency: 'USD' },
      member.accessToken,
    );
    expect(viaCreate.status).toBe(403);
  });

  it('creates (id 0) and updates (id > 0) through accounts/create, and lists the tree', async () => {
    const t = new TestSim(server);
    const agent = await t.login('010000003');
    const created = await t.post<AccountData>(
      '/api/app/accounts/create',
      { id: 0, phoneNumber: '010000777', password: 'secret', currency: 'THB' },
      agent.accessToken,
    );
    expect(created.body.data).toMatchObject({
      levelName: 'Member',
      parentId: 1003,
      currency: 'THB',
      scale: 2,
    });
    const updated = await t.post<AccountData>(
      '/api/app/accounts/create',
      { id: created.body.data.id, status: 'INA' },
      agent.accessToken,
    );
    expect(updated.body.data.status).toBe('INA');
    const login = await t.post('/api/oauth/token', {
      phoneNumber: '010000777',
      password: 'secret',
      deviceToken: {},
    });
    expect(login.body.reason).toBe('ACCOUNT_INACTIVE');
    const list = await t.post<PageData<AccountData>>(
      '/api/app/accounts/list',
      { accountId: 1003, pageSize: 1, limit: 10 },
      agent.accessToken,
    );
    expect(list.body.data.total).toBe(4);
  });
});

describe('wallet', () => {
  it('deposits and withdraws in minor units; never below zero', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const deposit = await t.post(
      '/api/app/accounts/deposits/create',
      { id: 0, accountId: 1001, amount: 2550, remark: 'top up' },
      s.accessToken,
    );
    expect(deposit.body.data).toMatchObject({
      accountId: 1001,
      type: 'DEPOSIT',
      amount: 2550,
      remark: 'top up',
      status: 'APPROVED',
      balance: 102_550,
      createdAt: t.now,
    });
    const withdrawal = await t.post(
      '/api/app/accounts/withdrawals/create',
      { id: 0, accountId: 1001, amount: 2550, remark: '' },
      s.accessToken,
    );
    expect(withdrawal.body.data).toMatchObject({ type: 'WITHDRAWAL', balance: 100_000 });
    const over = await t.post(
      '/api/app/accounts/withdrawals/create',
      { id: 0, accountId: 1001, amount: 100_001, remark: '' },
      s.accessToken,
    );
    expect(over.status).toBe(422);
    expect(over.body.reason).toBe('INSUFFICIENT_BALANCE');
    const huge = await t.post(
      '/api/app/accounts/deposits/create',
      { id: 0, accountId: 1001, amount: Number.MAX_SAFE_INTEGER, remark: '' },
      s.accessToken,
    );
    expect(huge.body.reason).toBe('AMOUNT_TOO_LARGE');
    expect((await t.betting(s)).account.balance).toBe(100_000);
  });
});

describe('amounts and balances', () => {
  const MAX = 10 ** 13;
  const DEPOSIT = '/api/app/accounts/deposits/create';

  it('refuses a deposit or withdrawal above 10^13 minor units, and a balance past it', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const transfer = (path: string, amount: number) =>
      t.post(path, { id: 0, accountId: 1001, amount, remark: '' }, s.accessToken);
    for (const [path, amount] of [
      [DEPOSIT, MAX + 1],
      [DEPOSIT, Number.MAX_SAFE_INTEGER - 100_000],
      ['/api/app/accounts/withdrawals/create', MAX + 1],
    ] as const) {
      const refused = await transfer(path, amount);
      expect([amount, refused.status, refused.body.reason]).toEqual([amount, 422, 'AMOUNT_TOO_LARGE']);
      expect(refused.body.message).toContain(String(MAX));
    }
    expect((await t.betting(s)).account.balance).toBe(100_000);
    // Up to the bound exactly, then not one minor unit more.
    expect((await transfer(DEPOSIT, MAX - 100_000)).body.data).toMatchObject({ balance: MAX });
    const past = await transfer(DEPOSIT, 1);
    expect([past.status, past.body.reason]).toEqual([422, 'AMOUNT_TOO_LARGE']);
    expect((await t.betting(s)).account.balance).toBe(MAX);
  });

  it('keeps room for what the bets of the round could still win', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    // 100_000 + 4 × 10_000 must stay within the bound after the deposit.
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 10_000 }])).status).toBe(200);
    const deposit = (amount: number) =>
      t.post(DEPOSIT, { id: 0, accountId: 1001, amount, remark: '' }, s.accessToken);
    const tooMuch = await deposit(MAX - 90_000 - 40_000 + 1);
    expect([tooMuch.status, tooMuch.body.reason]).toEqual([422, 'AMOUNT_TOO_LARGE']);
    expect((await deposit(MAX - 90_000 - 40_000)).status).toBe(200);
    // The round settles whatever the dice, within the bound.
    t.at(round.resultAt);
    const after = await t.betting(s);
    expect(after.lastSettlement?.roundId).toBe(round.id);
    expect(after.account.balance).toBeLessThanOrEqual(MAX);
  });
});

describe('reports', () => {
  it('pages play reports, header reports, all results and the win report', async () => {
    const t = new TestSim(server);
    const agent = await t.login('010000003');
    const member = await t.login('010000031');
    for (let i = 0; i < 3; i += 1) {
      const { round } = await t.betting(member);
      await t.join(member, round.id, [{ symbol: 'TIGER', stake: 100 }]);
      t.at(round.endsAt);
    }
    const body = { loginId: '010000031', deviceId: 'd', accountId: 1031, limit: 2 };
    const plain = await t.post<PageData<{ roundId: number; totalStake: number }>>(
      '/api/app/report/play/klaklouk/byAccountId',
      { ...body, pageSize: 2 },
      member.accessToken,
    );
    expect(plain.body.data).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(plain.body.data.items).toHaveLength(1);

    for (const path of [
      '/api/app/v1/report/play/klaklouk/byAccountId',
      '/api/app/v2/report/play/klaklouk/byAccountId',
    ]) {
      const header = await t.post<
        PageData<{ roundId: number }> & { header: Record<string, number | string> }
      >(path, { ...body, pageSize: 0 }, agent.accessToken);
      expect(header.body.data.header).toMatchObject({
        rounds: 3,
        totalStake: 300,
        currency: 'USD',
        scale: 2,
      });
      expect(header.body.data.header.net).toBe(Number(header.body.data.header.totalPayout) - 300);
      expect(header.body.data).toMatchObject({ page: 0, limit: 2, total: 3 });
      const ids = header.body.data.items.map((i) => i.roundId);
      expect(ids[0]).toBeGreaterThan(ids[1] ?? Infinity);
    }

    const results = await t.post<
      PageData<{ roundId: number; dice: string[]; seed: string; seedHash: string; settledAt: number }>
    >('/api/app/report/play/klaklouk/result', { ...body, pageSize: 1, limit: 5 }, member.accessToken);
    expect(results.body.data.total).toBe(13); // 10 prefilled + 3 played
    expect(results.body.data.items[0]?.dice).toHaveLength(3);

    const win = await t.post<PageData<{ accountId: number; rounds: number; totalStake: number }>>(
      '/api/app/report/win/getByParentId',
      { parentId: 1003, pageSize: 1, limit: 10 },
      agent.accessToken,
    );
    expect(win.body.data.items.find((r) => r.accountId === 1031)).toMatchObject({
      rounds: 3,
      totalStake: 300,
    });
  });
});
