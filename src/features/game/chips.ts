import { formatMinorUnits, currencySymbol } from '@/lib/format/money';

/*
 * The chip tray. The server's limits carry the chip denominations of the account's currency
 * (docs/api.md: USD 1–100, KHR 1,000–100,000 …); the fallback only covers an answer without them.
 */
const FALLBACK_CHIPS: Readonly<Record<string, readonly number[]>> = {
  USD: [100, 500, 1000, 5000, 10_000],
  KHR: [1000, 5000, 10_000, 50_000, 100_000],
  THB: [2000, 10_000, 20_000, 50_000, 100_000],
  VND: [20_000, 50_000, 100_000, 200_000, 500_000],
};

/**
 * Sorted, unique, at least the minimum stake; the currency's usual set when the server sends none; and
 * the minimum stake itself when no chip reaches it, so an open table is never without a chip.
 */
export function chipsFor(serverChips: readonly number[], currency: string, minStake: number): number[] {
  const source = serverChips.length > 0 ? serverChips : (FALLBACK_CHIPS[currency] ?? [minStake]);
  const usable = [...new Set(source)].filter((chip) => chip >= minStake).sort((a, b) => a - b);
  return usable.length > 0 ? usable : [minStake];
}

/** The selected chip, or the smallest when the remembered one is not in the tray. */
export function selectedChipOf(chips: readonly number[], remembered: number | null): number | null {
  if (remembered !== null && chips.includes(remembered)) return remembered;
  return chips[0] ?? null;
}

/** Short face value printed on a chip: "$5", "៛1K", "៛100K", "$0.50". */
export function chipFace(minor: number, currency: string, scale: number): string {
  const symbol = currencySymbol(currency);
  const divisor = 10 ** scale;
  if (minor % divisor !== 0) return `${symbol}${formatMinorUnits(minor, scale)}`;
  const whole = minor / divisor;
  if (whole >= 1_000_000 && whole % 1_000_000 === 0) return `${symbol}${whole / 1_000_000}M`;
  if (whole >= 1000 && whole % 1000 === 0) return `${symbol}${whole / 1000}K`;
  return `${symbol}${whole}`;
}

/** A stake drawn as chips: the chips shown (largest first) and whether the stake needs more than those. */
export interface ChipStack {
  chips: number[];
  /** More chips than drawn would make the stake, or a part of it is smaller than every chip. */
  more: boolean;
}

/** How many chips a stack on the board shows at most; its label carries the total anyway. */
export const STACK_MAX_CHIPS = 4;

/**
 * How many chips each stack of a symbol shows when it holds `stacks` of them (confirmed, being sent,
 * draft), one above the other: fewer each as they share the cell's height, so they stay inside it.
 */
export const stackMaxChips = (stacks: number): number =>
  stacks <= 1 ? STACK_MAX_CHIPS : stacks === 2 ? 2 : 1;

/**
 * The chips a stake is drawn with: the table's denominations, largest first, as few as make it up
 * (greedy, exact for the tray's usual 1-5-10-50-100 kinds of sets), at most `max` of them. A stake the
 * chips cannot make exactly (a rebet of a chip the tray no longer has) keeps what they can make and says
 * `more`: the label under the stack gives the amount, never the chips.
 */
export function chipStack(
  amount: number,
  denominations: readonly number[],
  max: number = STACK_MAX_CHIPS,
): ChipStack {
  const kinds = [...new Set(denominations)].filter((chip) => chip > 0).sort((a, b) => b - a);
  const chips: number[] = [];
  let rest = Math.max(0, amount);
  for (const chip of kinds) {
    while (rest >= chip) {
      if (chips.length === max) return { chips, more: true };
      chips.push(chip);
      rest -= chip;
    }
  }
  const smallest = kinds.at(-1);
  if (chips.length === 0 && rest > 0 && smallest !== undefined && max > 0) {
    // Smaller than every chip: drawn as the smallest, so a stake never shows as nothing.
    return { chips: [smallest], more: true };
  }
  return { chips, more: rest > 0 };
}
