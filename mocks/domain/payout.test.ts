/** @jest-environment node */
import { matches, payoutOf, settleStakes } from './payout';
import { SYMBOLS, type Dice } from './symbols';

const allOutcomes: Dice[] = SYMBOLS.flatMap((a) =>
  SYMBOLS.flatMap((b) => SYMBOLS.map((c): Dice => [a, b, c])),
);

describe('payout', () => {
  it('enumerates 216 outcomes', () => {
    expect(allOutcomes).toHaveLength(216);
  });

  it.each(SYMBOLS)('pays stake + k·stake for k matching dice on %s, over all 216 outcomes', (symbol) => {
    for (const dice of allOutcomes) {
      const k = dice.filter((d) => d === symbol).length;
      expect(matches(symbol, dice)).toBe(k);
      expect(payoutOf(100, symbol, dice)).toBe(k === 0 ? 0 : 100 + k * 100);
    }
  });

  it('gives the house an edge of 17/216 = 7.87% on a single-symbol bet', () => {
    const stake = 100;
    const returned = allOutcomes.reduce((sum, dice) => sum + payoutOf(stake, 'TIGER', dice), 0);
    const staked = stake * allOutcomes.length;
    expect(staked - returned).toBe(17 * stake);
    expect((staked - returned) / staked).toBeCloseTo(0.0787, 4);
    const counts = [0, 1, 2, 3].map((k) => allOutcomes.filter((d) => matches('TIGER', d) === k).length);
    expect(counts).toEqual([125, 75, 15, 1]);
  });

  it('settles several stakes independently', () => {
    expect(
      settleStakes(
        [
          { symbol: 'CRAB', stake: 500 },
          { symbol: 'FISH', stake: 100 },
        ],
        ['CRAB', 'CRAB', 'GOURD'],
      ),
    ).toEqual([
      { symbol: 'CRAB', stake: 500, payout: 1500 },
      { symbol: 'FISH', stake: 100, payout: 0 },
    ]);
  });
});
