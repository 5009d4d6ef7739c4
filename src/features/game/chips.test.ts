import {
  chipFace,
  chipStack,
  chipsFor,
  selectedChipOf,
  STACK_MAX_CHIPS,
  stackMaxChips,
} from '@/features/game/chips';

describe('chips', () => {
  it("uses the server's denominations, sorted, unique, not under the minimum", () => {
    expect(chipsFor([500, 100, 100, 50, 1000], 'USD', 100)).toEqual([100, 500, 1000]);
  });

  it("falls back to the currency's usual set", () => {
    expect(chipsFor([], 'KHR', 1000)).toEqual([1000, 5000, 10_000, 50_000, 100_000]);
    expect(chipsFor([], 'XYZ', 300)).toEqual([300]);
  });

  it('offers the minimum stake when no chip of the server reaches it (never an empty tray)', () => {
    expect(chipsFor([1, 5], 'USD', 100)).toEqual([100]);
  });

  it('keeps the selected chip when it is in the tray, else the smallest', () => {
    expect(selectedChipOf([100, 500], 500)).toBe(500);
    expect(selectedChipOf([100, 500], 700)).toBe(100);
    expect(selectedChipOf([], null)).toBeNull();
  });

  it('prints short faces', () => {
    expect(chipFace(100, 'USD', 2)).toBe('$1');
    expect(chipFace(10_000, 'USD', 2)).toBe('$100');
    expect(chipFace(50, 'USD', 2)).toBe('$0.50');
    expect(chipFace(1000, 'KHR', 0)).toBe('៛1K');
    expect(chipFace(100_000, 'KHR', 0)).toBe('៛100K');
    expect(chipFace(2_000_000, 'VND', 0)).toBe('₫2M');
  });
});

describe('a stake drawn as a stack of chips', () => {
  const usd = [100, 500, 1000, 5000, 10_000];

  it('uses the largest chips first, as few as make the stake', () => {
    expect(chipStack(700, usd)).toEqual({ chips: [500, 100, 100], more: false });
    expect(chipStack(16_000, usd)).toEqual({ chips: [10_000, 5000, 1000], more: false });
    expect(chipStack(100, usd)).toEqual({ chips: [100], more: false });
  });

  it('draws a few chips at most and says there are more (the label carries the total)', () => {
    expect(chipStack(900, usd)).toEqual({ chips: [500, 100, 100, 100], more: true });
    expect(chipStack(50_000, usd)).toEqual({ chips: [10_000, 10_000, 10_000, 10_000], more: true });
    expect(chipStack(900, usd, 2)).toEqual({ chips: [500, 100], more: true });
    expect(chipStack(900, usd).chips).toHaveLength(STACK_MAX_CHIPS);
  });

  it('draws fewer chips a stack as a symbol holds more stacks, so they share its height', () => {
    expect([1, 2, 3].map(stackMaxChips)).toEqual([STACK_MAX_CHIPS, 2, 1]);
    expect(chipStack(900, usd, stackMaxChips(3))).toEqual({ chips: [500], more: true });
  });

  it('takes the denominations in any order, repeated or not', () => {
    expect(chipStack(1500, [100, 1000, 500, 500])).toEqual({ chips: [1000, 500], more: false });
  });

  it('keeps what the chips can make of an amount they cannot make exactly', () => {
    expect(chipStack(650, usd)).toEqual({ chips: [500, 100], more: true });
    expect(chipStack(50, usd)).toEqual({ chips: [100], more: true });
  });

  it('draws nothing for no stake or no chips', () => {
    expect(chipStack(0, usd)).toEqual({ chips: [], more: false });
    expect(chipStack(500, [])).toEqual({ chips: [], more: true });
  });
});
