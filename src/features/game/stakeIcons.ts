/**
 * The icon of each stake state, beside its words and colour (never colour alone). Characters the
 * system symbol faces draw (DejaVu Sans, Noto Sans Symbols 2, Segoe UI Symbol, Apple Symbols): the
 * app ships a Khmer face only, and a character none of them has is drawn as an empty box.
 */
export const STAKE_ICON = { draft: '✎', pending: '◷', confirmed: '✓' } as const;
