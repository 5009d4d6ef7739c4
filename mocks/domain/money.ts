import { SimError } from './errors';

export const CURRENCIES = ['USD', 'KHR', 'THB', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Stake limits of one currency, all in minor units. */
export interface StakeLimits {
  readonly minStake: number;
  readonly maxStakePerSymbol: number;
  readonly maxStakePerRound: number;
  readonly chips: readonly number[];
}

export interface CurrencyRule {
  /** Digits after the decimal point: an amount of 12345 with scale 2 is 123.45. */
  readonly scale: 0 | 2;
  readonly limits: StakeLimits;
}

export const CURRENCY_RULES: Readonly<Record<Currency, CurrencyRule>> = {
  USD: {
    scale: 2,
    limits: {
      minStake: 100,
      maxStakePerSymbol: 50_000,
      maxStakePerRound: 100_000,
      chips: [100, 500, 1000, 5000, 10_000],
    },
  },
  KHR: {
    scale: 0,
    limits: {
      minStake: 1000,
      maxStakePerSymbol: 2_000_000,
      maxStakePerRound: 4_000_000,
      chips: [1000, 5000, 10_000, 50_000, 100_000],
    },
  },
  THB: {
    scale: 2,
    limits: {
      minStake: 2000,
      maxStakePerSymbol: 2_000_000,
      maxStakePerRound: 4_000_000,
      chips: [2000, 10_000, 20_000, 50_000, 100_000],
    },
  },
  VND: {
    scale: 0,
    limits: {
      minStake: 20_000,
      maxStakePerSymbol: 10_000_000,
      maxStakePerRound: 20_000_000,
      chips: [20_000, 50_000, 100_000, 200_000, 500_000],
    },
  },
};

/** An amount of money: a safe integer count of minor units. */
export function isMinorUnits(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** a + b, refused when the result would leave the safe-integer range. */
export function addMinor(a: number, b: number): number {
  const sum = a + b;
  if (!isMinorUnits(a) || !isMinorUnits(b) || !isMinorUnits(sum)) {
    throw new SimError(422, 'AMOUNT_TOO_LARGE', 'Amount is outside the supported range');
  }
  return sum;
}
