/** @jest-environment node */
import { diceFromSeed, seedHashOf } from '../domain/commitReveal';
import { SYMBOLS } from '../domain/symbols';
import { TestSim, type JoinData } from '../testing/harness';
import { useMswServer } from '../testing/mswServer';

const server = useMswServer();

describe('betting data', () => {
  it('shows the round, timing, account, limits and my bets', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const data = await t.betting(s);
    expect(data.round).toMatchObject({
      phase: 'BETTING',
      openedAt: t.now,
      closesAt: t.now + 20_000,
      resultAt: t.now + 24_000,
      endsAt: t.now + 30_000,
      dice: null,
      seed: null,
    });
    expect(data.round.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.timing).toEqual({ bettingMs: 20_000, shakeMs: 4_000, resultMs: 6_000 });
    expect(data.account).toEqual({ id: 1001, currency: 'USD', scale: 2, balance: 100_000 });
    expect(data.limits).toEqual({
      minStake: 100,
      maxStakePerSymbol: 50_000,
      maxStakePerRound: 100_000,
      chips: [100, 500, 1000, 5000, 10_000],
    });
    expect(data.myBets).toEqual({ roundId: data.round.id, bets: [], totalStake: 0, requestIds: [] });
    expect(data.lastSettlement).toBeNull();
  });

  it('uses KHR limits for a KHR account', async () => {
    const t = new TestSim(server);
    const data = await t.betting(await t.login('010000002'));
    expect(data.account).toMatchObject({ currency: 'KHR', scale: 0, balance: 4_000_000 });
    expect(data.limits).toMatchObject({
      minStake: 1000,
      maxStakePerSymbol: 2_000_000,
      maxStakePerRound: 4_000_000,
    });
  });
});

describe('a round', () => {
  it('accepts a bet, settles it lazily at RESULT and reports it', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    const join = await t.join(s, round.id, [
      { symbol: 'TIGER', stake: 1000 },
      { symbol: 'CRAB', stake: 500 },
    ]);
    expect(join.status).toBe(200);
    expect(join.body.data).toMatchObject({
      roundId: round.id,
      status: 'ACCEPTED',
      totalStake: 1500,
      roundTotalStake: 1500,
      balance: 98_500,
    });
    expect((await t.betting(s)).myBets).toMatchObject({
      totalStake: 1500,
      bets: [
        { symbol: 'TIGER', stake: 1000 },
        { symbol: 'CRAB', stake: 500 },
      ],
    });

    t.at(round.resultAt);
    const after = await t.betting(s);
    expect(after.round).toMatchObject({ id: round.id, phase: 'RESULT', seedHash: round.seedHash });
    const seed = after.round.seed ?? '';
    expect(seedHashOf(seed)).toBe(round.seedHash);
    expect(after.round.dice).toEqual(diceFromSeed(seed, round.id));
    const dice = after.round.dice ?? [];
    const pay = (symbol: string, stake: number): number => {
      const k = dice.filter((d) => d === symbol).length;
      return k === 0 ? 0 : stake * (1 + k);
    };
    const totalPayout = pay('TIGER', 1000) + pay('CRAB', 500);
    expect(after.lastSettlement).toMatchObject({
      roundId: round.id,
      totalStake: 1500,
      totalPayout,
      net: totalPayout - 1500,
      balanceAfter: 98_500 + totalPayout,
    });
    expect(after.account.balance).toBe(98_500 + totalPayout);

    const report = await t.post<{ items: Array<{ roundId: number }>; total: number }>(
      '/api/app/report/play/klaklouk/byAccountId',
      { loginId: '010000001', deviceId: 'd', accountId: s.accountId, pageSize: 1, limit: 10 },
      s.accessToken,
    );
    expect(report.body.data.total).toBe(1);
    expect(report.body.data.items[0]).toMatchObject({
      roundId: round.id,
      dice,
      seed,
      totalStake: 1500,
      totalPayout,
    });
  });

  it('accepts a bet in the last ms of BETTING and refuses it in the first ms of CLOSED', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    t.at(round.closesAt - 1);
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 100 }])).status).toBe(200);
    t.at(round.closesAt);
    const late = await t.join(s, round.id, [{ symbol: 'FISH', stake: 100 }]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: '409', reason: 'BETTING_CLOSED', data: null });
    t.at(round.endsAt);
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 100 }])).body.reason).toBe('STALE_ROUND');
    expect((await t.join(s, round.id + 2, [{ symbol: 'FISH', stake: 100 }])).body.reason).toBe(
      'ROUND_NOT_OPEN',
    );
    const end = await t.betting(s);
    expect(end.account.balance).toBe(100_000 - 100 + (end.lastSettlement?.totalPayout ?? Number.NaN));
  });

  it('keeps round ids increasing across rounds', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push((await t.betting(s)).round.id);
      t.tick(30_000);
    }
    expect(ids).toEqual([ids[0], (ids[0] ?? 0) + 1, (ids[0] ?? 0) + 2, (ids[0] ?? 0) + 3]);
  });
});

describe('bounded history', () => {
  it('keeps the last historyLimit report rows and results, while header totals count every round', async () => {
    const t = new TestSim(server, { historyLimit: 3, prefilledRounds: 0 });
    const s = await t.login();
    for (let i = 0; i < 5; i += 1) {
      const { round } = await t.betting(s);
      await t.join(s, round.id, [{ symbol: 'FISH', stake: 100 }]);
      t.at(round.endsAt);
    }
    const body = { accountId: s.accountId, pageSize: 0, limit: 10 };
    const report = await t.post<{ header: { rounds: number; totalStake: number }; total: number }>(
      '/api/app/v2/report/play/klaklouk/byAccountId',
      body,
      s.accessToken,
    );
    expect(report.body.data.total).toBe(3);
    expect(report.body.data.header).toMatchObject({ rounds: 5, totalStake: 500 });
    const results = await t.post<{ total: number }>(
      '/api/app/report/play/klaklouk/result',
      { ...body, pageSize: 1 },
      s.accessToken,
    );
    expect(results.body.data.total).toBe(3);
  });
});

describe('stakes and limits', () => {
  it('refuses stakes below the minimum, above the per-symbol and per-round limits, and over the balance', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 99 }])).body.reason).toBe('STAKE_BELOW_MIN');
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 50_001 }])).body.reason).toBe(
      'STAKE_ABOVE_MAX',
    );
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 40_000 }])).status).toBe(200);
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 10_001 }])).body.reason).toBe(
      'STAKE_ABOVE_MAX',
    );
    expect((await t.join(s, round.id, [{ symbol: 'CRAB', stake: 50_000 }])).status).toBe(200);
    expect((await t.join(s, round.id, [{ symbol: 'TIGER', stake: 10_001 }])).body.reason).toBe(
      'ROUND_LIMIT_EXCEEDED',
    );
    expect(
      (
        await t.join(s, round.id, [
          { symbol: 'TIGER', stake: 100 },
          { symbol: 'TIGER', stake: 100 },
        ])
      ).body.reason,
    ).toBe('DUPLICATE_SYMBOL');
    expect((await t.betting(s)).account.balance).toBe(10_000);

    const poor = await t.login('010000032'); // USD 75.50
    const refused = await t.join(poor, round.id, [{ symbol: 'GOURD', stake: 7_551 }]);
    expect(refused.status).toBe(422);
    expect(refused.body.reason).toBe('INSUFFICIENT_BALANCE');
    expect((await t.betting(poor)).account.balance).toBe(7_550);
  });

  it('refuses another account, an unknown game and an inactive game', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    const other = await t.post(
      '/api/app/play/game/join',
      {
        accountId: 1002,
        gameId: 2,
        roundId: round.id,
        requestId: crypto.randomUUID(),
        bets: [{ symbol: 'FISH', stake: 100 }],
      },
      s.accessToken,
    );
    expect(other.body.reason).toBe('FORBIDDEN');
    const game = await t.post(
      '/api/app/play/game/join',
      {
        accountId: 1001,
        gameId: 3,
        roundId: round.id,
        requestId: crypto.randomUUID(),
        bets: [{ symbol: 'FISH', stake: 100 }],
      },
      s.accessToken,
    );
    expect(game.body.reason).toBe('GAME_NOT_FOUND');
    const inactive = await t.login('010000004');
    expect((await t.join(inactive, round.id, [{ symbol: 'FISH', stake: 100 }])).body.reason).toBe(
      'GAME_INACTIVE',
    );
  });
});

describe('idempotency and concurrency', () => {
  it('charges once for the same requestId and body, and answers the first answer again', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    const id = crypto.randomUUID();
    const first = await t.join(
      s,
      round.id,
      [
        { symbol: 'SHRIMP', stake: 500 },
        { symbol: 'FISH', stake: 100 },
      ],
      id,
    );
    t.tick(1000);
    const again = await t.join(
      s,
      round.id,
      [
        { symbol: 'FISH', stake: 100 },
        { symbol: 'SHRIMP', stake: 500 },
      ],
      id,
    );
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await t.betting(s)).account.balance).toBe(99_400);
    const status = await t.post<JoinData>(
      '/api/app/play/game/join/status',
      { accountId: s.accountId, requestId: id },
      s.accessToken,
    );
    expect(status.body.data).toEqual(first.body.data);
    // After the window closes a replay still answers the stored answer.
    t.at(round.closesAt + 1);
    expect(
      (
        await t.join(
          s,
          round.id,
          [
            { symbol: 'SHRIMP', stake: 500 },
            { symbol: 'FISH', stake: 100 },
          ],
          id,
        )
      ).body.data,
    ).toEqual(first.body.data);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT for the same requestId with another body', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    const id = crypto.randomUUID();
    await t.join(s, round.id, [{ symbol: 'SHRIMP', stake: 500 }], id);
    const conflict = await t.join(s, round.id, [{ symbol: 'SHRIMP', stake: 600 }], id);
    expect(conflict.status).toBe(409);
    expect(conflict.body.reason).toBe('IDEMPOTENCY_CONFLICT');
    expect((await t.betting(s)).account.balance).toBe(99_500);
    const unknown = await t.post(
      '/api/app/play/game/join/status',
      { accountId: s.accountId, requestId: crypto.randomUUID() },
      s.accessToken,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe('UNKNOWN_REQUEST');
  });

  it('never overdraws under many concurrent submissions', async () => {
    const t = new TestSim(server);
    const s = await t.login('010000032'); // 7,550 cents
    const { round } = await t.betting(s);
    const symbols = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.join(s, round.id, [{ symbol: symbols[i % 6] ?? 'FISH', stake: 1000 }]),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted).toHaveLength(7);
    expect(
      answers.filter((a) => a.status === 422).every((a) => a.body.reason === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    expect((await t.betting(s)).account.balance).toBe(550);
    expect(Math.min(...accepted.map((a) => a.body.data.balance))).toBe(550);
  });

  it('charges once when the same request is sent many times at once', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    const { round } = await t.betting(s);
    const id = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.join(s, round.id, [{ symbol: 'CRAB', stake: 2000 }], id)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await t.betting(s)).account.balance).toBe(98_000);
  });
});

describe('settlement near the balance bound', () => {
  const MAX = 10 ** 13;

  it('refuses a bet whose win could take the balance past 10^13 minor units', async () => {
    const t = new TestSim(server);
    const s = await t.login();
    t.sim.control.world().accounts.require(1001).balance = MAX - 30_000;
    const { round } = await t.betting(s);
    const refused = await t.join(s, round.id, [{ symbol: 'FISH', stake: 10_001 }]);
    expect([refused.status, refused.body.reason]).toEqual([422, 'AMOUNT_TOO_LARGE']);
    expect((await t.betting(s)).account.balance).toBe(MAX - 30_000);
    // 4 × 10_000 fits exactly: MAX − 30_000 − 10_000 + 40_000.
    expect((await t.join(s, round.id, [{ symbol: 'FISH', stake: 10_000 }])).status).toBe(200);
  });

  it("settles the other members of a round when one account's win cannot be credited", async () => {
    const t = new TestSim(server);
    const over = await t.login('010000031');
    const others = [await t.login('010000001'), await t.login('010000032')];
    const { round } = await t.betting(over);
    const every = SYMBOLS.map((symbol) => ({ symbol, stake: 100 }));
    for (const s of [over, ...others]) expect((await t.join(s, round.id, every)).status).toBe(200);
    // A balance stored past the bound (as an earlier simulator accepted deposits up to 2^53 − 1).
    const stored = Number.MAX_SAFE_INTEGER - 1000;
    t.sim.control.world().accounts.require(over.accountId).balance = stored;

    t.at(round.resultAt);
    for (const s of others) {
      const data = await t.betting(s);
      expect(data.lastSettlement).toMatchObject({ roundId: round.id, totalStake: 600 });
      const report = await t.post<{ total: number; items: Array<{ roundId: number }> }>(
        '/api/app/report/play/klaklouk/byAccountId',
        { loginId: 'x', deviceId: 'd', accountId: s.accountId, pageSize: 1, limit: 10 },
        s.accessToken,
      );
      expect(report.body.data.items[0]?.roundId).toBe(round.id);
    }
    // Nothing of the held settlement was applied; the state lists it.
    const held = await t.betting(over);
    expect(held.account.balance).toBe(stored);
    expect(held.lastSettlement).toBeNull();
    const state = await t.control<{ heldSettlements: Array<Record<string, unknown>> }>('/__sim/state');
    expect(state.body.data.heldSettlements).toEqual([
      expect.objectContaining({ roundId: round.id, accountId: over.accountId, reason: 'AMOUNT_TOO_LARGE' }),
    ]);
  });
});
