/**
 * The six symbols the server speaks of (docs/api.md), in board order: Tiger, Gourd, Rooster / Shrimp,
 * Crab, Fish. Shared: the game bets on them and the reports count them. Their names are the
 * translations' `symbols.*`.
 */
export const SYMBOLS = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'] as const;
export type GameSymbol = (typeof SYMBOLS)[number];

export function isGameSymbol(value: unknown): value is GameSymbol {
  return typeof value === 'string' && (SYMBOLS as readonly string[]).includes(value);
}
