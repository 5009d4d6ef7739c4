import { memo, useMemo, type CSSProperties } from 'react';
import { chipStack, STACK_MAX_CHIPS } from '@/features/game/chips';
import { STAKE_ICON } from '@/features/game/stakeIcons';

export type StackState = 'confirmed' | 'pending' | 'draft';

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
  max = STACK_MAX_CHIPS,
}: {
  amount: number;
  state: StackState;
  money: (minor: number) => string;
  chips: readonly number[];
  /** The most chips drawn (`stackMaxChips`: fewer when the symbol holds more stacks). */
  max?: number;
}) {
  const stack = useMemo(() => chipStack(amount, denominations, max), [amount, denominations, max]);
  const total = money(amount);
  // Its length (the icon and a space with the amount) lets a cell too narrow for it draw it smaller
  // (Table.css, large text).
  const labelStyle = { '--label-chars': total.length + 2 } as CSSProperties;
  return (
    <span className={`stack stack--${state}`} data-state={state}>
      <span className="stack__chips">
        {stack.chips.map((chip, index) => (
          <span key={index} className={`stack__chip chip--${denominations.indexOf(chip)}`} />
        ))}
        {stack.more && <span className="stack__more">+</span>}
      </span>
      <span className="stack__label" style={labelStyle}>
        {STAKE_ICON[state]} {total}
      </span>
    </span>
  );
});
