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

/**
 * The largest amount and the largest balance the simulator keeps, in minor units: 10^13 (100 billion
 * USD, 10 trillion riel). Far above any real balance, and 900 times inside Number.MAX_SAFE_INTEGER, so
 * a balance plus a deposit, or plus the biggest possible payout, is still an exact integer that can be
 * compared with the bound (docs/simulator.md "Amounts and balances").
 */
export const MAX_MINOR_UNITS = 10 ** 13;

/** The most a round's stakes can return: every die matching one symbol (4 × the stake). */
export const MAX_PAYOUT_FACTOR = 4;

/** An amount of money: an integer count of minor units from 0 to MAX_MINOR_UNITS. */
export function isMinorUnits(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_MINOR_UNITS;
}

/** Refuses an amount above the bound (422 AMOUNT_TOO_LARGE). */
export function checkAmount(amount: number): void {
  if (!isMinorUnits(amount)) {
    throw new SimError(
      422,
      'AMOUNT_TOO_LARGE',
      `Amounts are at most ${MAX_MINOR_UNITS} minor units; ${amount} is not one`,
    );
  }
}

/** balance + amount, refused (422 AMOUNT_TOO_LARGE) when the balance would pass the bound. */
export function addMinor(balance: number, amount: number): number {
  checkAmount(balance);
  checkAmount(amount);
  const sum = balance + amount;
  if (sum > MAX_MINOR_UNITS) {
    throw new SimError(
      422,
      'AMOUNT_TOO_LARGE',
      `A balance is at most ${MAX_MINOR_UNITS} minor units; this would make it ${sum}`,
    );
  }
  return sum;
}
