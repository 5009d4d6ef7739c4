import { SYMBOLS, type GameSymbol } from '@/api/symbols';

/** A fair die shows each of the six symbols with probability 1/6, whatever came before. */
export const EXPECTED_SHARE = 1 / 6;

export interface SymbolFrequency {
  symbol: GameSymbol;
  count: number;
  /** count / dice, 0 when there are no dice. */
  share: number;
}

export interface DiceStats {
  rounds: number;
  dice: number;
  /** How many times each symbol would show on average over these dice. */
  expectedCount: number;
  frequencies: SymbolFrequency[];
}

/** How often each symbol appeared over the given rounds (three dice each). Unknown symbols are skipped. */
export function diceStats(rounds: readonly { dice: readonly string[] }[]): DiceStats {
  const counts = new Map<string, number>(SYMBOLS.map((symbol) => [symbol, 0]));
  let dice = 0;
  for (const round of rounds) {
    for (const face of round.dice) {
      const count = counts.get(face);
      if (count === undefined) continue;
      counts.set(face, count + 1);
      dice += 1;
    }
  }
  return {
    rounds: rounds.length,
    dice,
    expectedCount: dice * EXPECTED_SHARE,
    frequencies: SYMBOLS.map((symbol) => {
      const count = counts.get(symbol) ?? 0;
      return { symbol, count, share: dice === 0 ? 0 : count / dice };
    }),
  };
}

/** A share as a percentage with one decimal, e.g. 0.1667 → "16.7%". */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
