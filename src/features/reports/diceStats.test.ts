import { diceStats, formatShare } from '@/features/reports/diceStats';

describe('dice statistics', () => {
  it('counts each symbol over every die and compares with 1 in 6', () => {
    const stats = diceStats([{ dice: ['TIGER', 'TIGER', 'CRAB'] }, { dice: ['FISH', 'TIGER', 'GOURD'] }]);
    expect(stats.rounds).toBe(2);
    expect(stats.dice).toBe(6);
    expect(stats.expectedCount).toBeCloseTo(1);
    expect(stats.frequencies).toEqual([
      { symbol: 'TIGER', count: 3, share: 0.5 },
      { symbol: 'GOURD', count: 1, share: 1 / 6 },
      { symbol: 'ROOSTER', count: 0, share: 0 },
      { symbol: 'SHRIMP', count: 0, share: 0 },
      { symbol: 'CRAB', count: 1, share: 1 / 6 },
      { symbol: 'FISH', count: 1, share: 1 / 6 },
    ]);
  });

  it('skips faces it does not know and copes with no rounds', () => {
    expect(diceStats([{ dice: ['UNICORN', 'CRAB', 'CRAB'] }]).dice).toBe(2);
    expect(diceStats([]).frequencies.every((row) => row.share === 0)).toBe(true);
  });

  it('formats a share with one decimal', () => {
    expect(formatShare(1 / 6)).toBe('16.7%');
    expect(formatShare(0)).toBe('0.0%');
  });
});
