import { memo, useMemo } from 'react';
import { chipStack } from '@/features/game/chips';

export type StackState = 'confirmed' | 'pending' | 'draft';

/** Each state has its own icon and outline as well as its colour (never colour alone). */
const ICON: Record<StackState, string> = { confirmed: '✓', pending: '⧗', draft: '✎' };

/**
 * A stake on the board drawn as a small stack of the table's chips (largest at the bottom, a few at
 * most: `chipStack`) with its total on a label. Decoration: the cell's name says the stakes in words.
 * The money format and the table's chips come from the cell, which has them from the Board.
 */
export const ChipStack = memo(function ChipStack({
  amount,
  state,
  money,
  chips: denominations,
}: {
  amount: number;
  state: StackState;
  money: (minor: number) => string;
  chips: readonly number[];
}) {
  const stack = useMemo(() => chipStack(amount, denominations), [amount, denominations]);
  return (
    <span className={`stack stack--${state}`} data-state={state}>
      <span className="stack__chips">
        {stack.chips.map((chip, index) => (
          <span key={index} className={`stack__chip chip--${denominations.indexOf(chip)}`} />
        ))}
        {stack.more && <span className="stack__more">+</span>}
      </span>
      <span className="stack__label">
        {ICON[state]} {money(amount)}
      </span>
    </span>
  );
});
