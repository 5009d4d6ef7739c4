import { memo } from 'react';
import { artId } from '@/features/game/art/SymbolSprite';
import type { GameSymbol } from '@/api/symbols';

/**
 * The project's own artwork for a symbol (decorative: the name is always written next to it). It draws
 * the symbol of the page's SymbolSprite, which must be rendered once above it (GamePage does). It takes
 * no pointer events: a touch is matched to what is under it without testing the drawing's shapes one
 * by one (docs/quality.md "Tap to paint").
 */
export const SymbolArt = memo(function SymbolArt({
  symbol,
  className,
}: {
  symbol: GameSymbol;
  className?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false" pointerEvents="none">
      <use href={`#${artId(symbol)}`} />
    </svg>
  );
});
