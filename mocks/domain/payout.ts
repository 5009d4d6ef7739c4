import type { Dice, DiceSymbol } from './symbols';

export interface Stake {
  readonly symbol: DiceSymbol;
  readonly stake: number;
}

export interface SettledStake extends Stake {
  readonly payout: number;
}

/** How many of the three dice show `symbol`. */
export function matches(symbol: DiceSymbol, dice: Dice): number {
  return dice.filter((face) => face === symbol).length;
}

/**
 * What a stake returns: nothing when no die shows the symbol; otherwise the stake back plus the stake
 * once per matching die (k = 1, 2, 3 → 2×, 3×, 4× the stake).
 */
export function payoutOf(stake: number, symbol: DiceSymbol, dice: Dice): number {
  const k = matches(symbol, dice);
  return k === 0 ? 0 : stake + k * stake;
}

export function settleStakes(stakes: readonly Stake[], dice: Dice): SettledStake[] {
  return stakes.map((s) => ({ symbol: s.symbol, stake: s.stake, payout: payoutOf(s.stake, s.symbol, dice) }));
}
