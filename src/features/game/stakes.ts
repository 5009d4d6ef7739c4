import { SYMBOLS, type GameSymbol } from '@/api/symbols';
import type { StakeMap } from '@/features/game/rules';

/** One chip put on the board, in minor units (spec §3 placedChips). */
export interface PlacedChip {
  symbol: GameSymbol;
  amount: number;
  /**
   * Put down in the same move as the chip before it: the second and later chips of a Double or a
   * Rebet. Undo takes a move back whole, so it removes chips up to and including the first one without
   * this mark. Absent on a single chip, and on every chip stored before moves were kept.
   */
  withPrevious?: true;
}

export interface Bet {
  symbol: GameSymbol;
  stake: number;
}

/** spec §3 betAmounts: the stake per symbol that a list of chips adds up to. */
export function stakesOf(chips: readonly PlacedChip[]): StakeMap {
  const stakes: Partial<Record<GameSymbol, number>> = {};
  for (const chip of chips) stakes[chip.symbol] = (stakes[chip.symbol] ?? 0) + chip.amount;
  return stakes;
}

/** Bets in board order: the same chips always give the same request body (idempotent retries). */
export function betsOf(stakes: StakeMap): Bet[] {
  return SYMBOLS.filter((symbol) => (stakes[symbol] ?? 0) > 0).map((symbol) => ({
    symbol,
    stake: stakes[symbol] ?? 0,
  }));
}

export function stakesFromBets(bets: readonly Bet[]): StakeMap {
  const stakes: Partial<Record<GameSymbol, number>> = {};
  for (const bet of bets) stakes[bet.symbol] = (stakes[bet.symbol] ?? 0) + bet.stake;
  return stakes;
}

/** One chip per symbol for a stake map (what Rebet and Double put on the board). */
export function chipsOf(stakes: StakeMap): PlacedChip[] {
  return betsOf(stakes).map((bet) => ({ symbol: bet.symbol, amount: bet.stake }));
}
