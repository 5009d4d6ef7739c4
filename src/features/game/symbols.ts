/** Board order (docs/api.md): Tiger, Gourd, Rooster / Shrimp, Crab, Fish. */
export const SYMBOLS = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'] as const;
export type GameSymbol = (typeof SYMBOLS)[number];

export function isGameSymbol(value: unknown): value is GameSymbol {
  return typeof value === 'string' && (SYMBOLS as readonly string[]).includes(value);
}
