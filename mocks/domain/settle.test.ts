/** @jest-environment node */
import { cycleOf } from './roundClock';
import { hashPassword } from './password';
import { MAX_MINOR_UNITS, isMinorUnits } from './money';
import { payoutOf, type Stake } from './payout';
import { SYMBOLS } from './symbols';
import { DEFAULT_SETTINGS } from '../settings';
import { createSimulator } from '../simulator';

/** A small seeded generator (mulberry32): the same seed gives the same run, with no dependency. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PASSWORD = hashPassword('demo1234', 'property');
/** An id no account has: its bets are settled against an account that is gone. */
const GONE = 999_999;

interface Player {
  readonly id: number;
  readonly before: number;
  readonly stakes: Stake[];
}

/** One round with many accounts whose balances sit near the bound (some past it, as stored earlier). */
function playRound(seed: number) {
  const random = seeded(seed);
  const int = (max: number): number => Math.floor(random() * (max + 1));
  const start = DEFAULT_SETTINGS.epochMs + 1000 * cycleOf(DEFAULT_SETTINGS);
  let time = start;
  const sim = createSimulator({
    now: () => time,
    randomBytes: (n) => Uint8Array.from({ length: n }, () => int(255)),
    settings: { prefilledRounds: 0 },
  });
  const world = sim.control.world();
  const { round } = sim.control.state();
  expect(round.phase).toBe('BETTING');

  const players: Player[] = [];
  const count = 20 + int(80);
  for (let i = 0; i < count; i += 1) {
    const kind = random();
    const before =
      kind < 0.3
        ? MAX_MINOR_UNITS - int(400_000) // a win may or may not still fit
        : kind < 0.4
          ? MAX_MINOR_UNITS
          : kind < 0.5
            ? Number.MAX_SAFE_INTEGER - int(1_000_000) // stored before the bound existed
            : int(1_000_000_000);
    const account = world.accounts.create({
      phoneNumber: `07${String(seed).padStart(4, '0')}${String(i).padStart(4, '0')}`,
      password: PASSWORD,
      levelName: 'Member',
      parentId: 1003,
      currency: 'USD',
      balance: before,
    });
    const symbols = [...SYMBOLS].sort(() => random() - 0.5).slice(0, 1 + int(2));
    const stakes = symbols.map((symbol) => ({ symbol, stake: 100 + int(49_900) }));
    world.book.add(round.id, account.id, `r-${seed}-${i}`, stakes);
    players.push({ id: account.id, before, stakes });
  }
  if (random() < 0.5) world.book.add(round.id, GONE, `r-${seed}-gone`, [{ symbol: 'FISH', stake: 100 }]);
  const bystander = world.accounts.require(1001).balance;

  time = round.resultAt;
  const after = sim.control.state();
  return { sim, world, round: after.round, players, bystander, held: after.heldSettlements };
}

describe('settling a round', () => {
  it('settles every account on its own, all or nothing, whatever the others do', () => {
    let settledCount = 0;
    let heldCount = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const { world, round, players, bystander, held } = playRound(seed);
      expect(round.phase).toBe('RESULT');
      const dice = round.dice;
      if (dice === null) throw new Error('the round has no dice at RESULT');
      for (const player of players) {
        const payout = player.stakes.reduce((sum, s) => sum + payoutOf(s.stake, s.symbol, dice), 0);
        const balance = world.accounts.require(player.id).balance;
        const rows = world.reports.page(player.id, 0, 10);
        const heldHere = held.filter((h) => h.accountId === player.id);
        const fits = player.before <= MAX_MINOR_UNITS && player.before + payout <= MAX_MINOR_UNITS;
        const seen = { seed, id: player.id, balance, rows: rows.total, held: heldHere.length };
        if (fits) {
          settledCount += 1;
          expect(seen).toEqual({ ...seen, balance: player.before + payout, rows: 1, held: 0 });
          expect(rows.items[0]).toMatchObject({
            roundId: round.id,
            totalPayout: payout,
            balanceAfter: balance,
          });
          expect(isMinorUnits(balance)).toBe(true);
        } else {
          heldCount += 1;
          // Nothing of the settlement was applied, and it is listed.
          expect(seen).toEqual({ ...seen, balance: player.before, rows: 0, held: 1 });
          expect(heldHere[0]).toMatchObject({
            roundId: round.id,
            reason: 'AMOUNT_TOO_LARGE',
            totalPayout: payout,
          });
        }
        expect(world.book.of(round.id, player.id)).toBeUndefined();
      }
      const gone = held.filter((h) => h.accountId === GONE);
      expect(gone.every((h) => h.reason === 'ACCOUNT_NOT_FOUND')).toBe(true);
      expect(held).toHaveLength(
        players.length - players.filter((p) => world.reports.latest(p.id)).length + gone.length,
      );
      expect(world.accounts.require(1001).balance).toBe(bystander);
    }
    // Both outcomes occurred, so neither branch above was vacuous.
    expect(settledCount).toBeGreaterThan(1000);
    expect(heldCount).toBeGreaterThan(100);
  });
});
