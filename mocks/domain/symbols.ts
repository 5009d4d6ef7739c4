/** The six board symbols, in board order. A die face is an index into this list. */
export const SYMBOLS = ['TIGER', 'GOURD', 'ROOSTER', 'SHRIMP', 'CRAB', 'FISH'] as const;

export type DiceSymbol = (typeof SYMBOLS)[number];

/** The three dice of one round. */
export type Dice = readonly [DiceSymbol, DiceSymbol, DiceSymbol];
