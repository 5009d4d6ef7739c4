import { memo } from 'react';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import type { GameSymbol } from '@/api/symbols';
import { REVEAL_STEP_MS } from '@/features/game/reveal';

interface Props {
  face: GameSymbol | null;
  /** The face's name in the current language, or the words for a covered die. */
  name: string;
  index: number;
}

/** One die: a covered face while shaking, the symbol's art and name once revealed. */
export const Die = memo(function Die({ face, name, index }: Props) {
  if (face === null) {
    return (
      <span className="die die--covered" style={{ animationDelay: `${index * 70}ms` }}>
        <span className="visually-hidden">{name}</span>
        <span aria-hidden="true">?</span>
      </span>
    );
  }
  return (
    <span
      className="die die--revealed"
      data-testid="die"
      style={{ animationDelay: `${index * REVEAL_STEP_MS}ms` }}
    >
      <SymbolArt symbol={face} className="die__art" />
      <span className="die__name">{name}</span>
    </span>
  );
});
