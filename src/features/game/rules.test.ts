import {
  chipProblem,
  doubleExtra,
  draftProblem,
  HOUSE_EDGE,
  MATCH_ODDS,
  matchesOf,
  payoutOf,
  type BetContext,
} from '@/features/game/rules';

const usd = { minStake: 100, maxStakePerSymbol: 50_000, maxStakePerRound: 100_000 };
const context = (patch: Partial<BetContext> = {}): BetContext => ({
  limits: usd,
  balance: 100_000,
  committed: {},
  unchargedTotal: 0,
  bettingOpen: true,
  ...patch,
});

describe('payout', () => {
  it('pays nothing when no die shows the symbol', () => {
    expect(payoutOf(500, 'TIGER', ['CRAB', 'FISH', 'GOURD'])).toBe(0);
  });

  it.each([
    [['TIGER', 'CRAB', 'FISH'], 1000],
    [['TIGER', 'TIGER', 'FISH'], 1500],
    [['TIGER', 'TIGER', 'TIGER'], 2000],
  ] as const)('stake back plus 1:1 per matching die: %j → %i', (dice, payout) => {
    expect(payoutOf(500, 'TIGER', dice)).toBe(payout);
  });

  it('counts the dice that show a symbol', () => {
    expect(matchesOf('CRAB', ['CRAB', 'CRAB', 'TIGER'])).toBe(2);
  });

  it('states the odds and the house edge of a single-symbol bet (17/216 ≈ 7.87 %)', () => {
    expect(MATCH_ODDS.reduce((sum, row) => sum + row.ways, 0)).toBe(216);
    const expectedReturn = MATCH_ODDS.reduce(
      (sum, row) => sum + (row.ways / 216) * (row.matches === 0 ? 0 : 1 + row.matches),
      0,
    );
    expect(1 - expectedReturn).toBeCloseTo(HOUSE_EDGE, 12);
    expect((HOUSE_EDGE * 100).toFixed(2)).toBe('7.87');
  });
});

describe('limit checks (reason keys)', () => {
  it('accepts a draft inside every limit', () => {
    expect(draftProblem({ TIGER: 500, CRAB: 100 }, context())).toBeNull();
  });

  it('refuses while betting is closed, before anything else', () => {
    expect(draftProblem({ TIGER: 500 }, context({ bettingOpen: false }))).toBe('bettingClosed');
  });

  it('refuses an empty draft', () => {
    expect(draftProblem({}, context())).toBe('emptyDraft');
  });

  it('refuses a stake under the minimum', () => {
    expect(draftProblem({ TIGER: 99 }, context())).toBe('belowMin');
  });

  it('counts what is already on the symbol against the per-symbol maximum', () => {
    expect(draftProblem({ TIGER: 1000 }, context({ committed: { TIGER: 49_500 } }))).toBe('aboveSymbolMax');
    expect(draftProblem({ TIGER: 500 }, context({ committed: { TIGER: 49_500 } }))).toBeNull();
  });

  it('counts the round total against the per-round maximum', () => {
    const committed = { TIGER: 50_000, CRAB: 49_900 };
    expect(draftProblem({ FISH: 200 }, context({ committed }))).toBe('aboveRoundMax');
  });

  it('refuses more than the balance, counting a submission not yet debited', () => {
    expect(draftProblem({ TIGER: 600 }, context({ balance: 500 }))).toBe('insufficientBalance');
    expect(draftProblem({ TIGER: 500 }, context({ balance: 1000, unchargedTotal: 600 }))).toBe(
      'insufficientBalance',
    );
  });

  it('lets a first small chip through (the minimum is checked at Confirm) but not one over a limit', () => {
    const small = { ...usd, minStake: 500 };
    expect(chipProblem('TIGER', 100, {}, context({ limits: small }))).toBeNull();
    expect(chipProblem('TIGER', 1000, { TIGER: 49_500 }, context())).toBe('aboveSymbolMax');
  });
});

describe('double', () => {
  it('doubles every symbol when everything fits', () => {
    expect(doubleExtra({ TIGER: 500, CRAB: 100 }, context())).toEqual({ TIGER: 500, CRAB: 100 });
  });

  it('is capped per symbol', () => {
    expect(doubleExtra({ TIGER: 30_000 }, context())).toEqual({ TIGER: 20_000 });
  });

  it('is capped by the round limit, in board order', () => {
    const committed = { GOURD: 50_000, ROOSTER: 40_000 };
    expect(doubleExtra({ TIGER: 4000, FISH: 4000 }, context({ committed }))).toEqual({ TIGER: 2000 });
  });

  it('is capped by the balance left after pending submissions', () => {
    expect(doubleExtra({ TIGER: 500, CRAB: 500 }, context({ balance: 1800, unchargedTotal: 200 }))).toEqual({
      TIGER: 500,
      CRAB: 100,
    });
  });

  it('adds nothing when nothing fits', () => {
    expect(doubleExtra({ TIGER: 500 }, context({ balance: 500 }))).toEqual({});
  });
});
