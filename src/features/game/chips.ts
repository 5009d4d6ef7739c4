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
