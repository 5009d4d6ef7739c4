/** Board order (docs/api.md). The reports keep their own list: a feature does not import the game. */
export const SYMBOLS = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'] as const;
export type DiceSymbol = (typeof SYMBOLS)[number];
