import { memo } from 'react';
import type { GameSymbol } from '@/api/symbols';
import './SymbolArt.css';

/**
 * The project's own artwork for a symbol (decorative: the name is always written next to it): a box
 * whose background is the symbol's SVG file (art/*.svg, inlined into the style sheet by the build).
 * A box instead of an SVG tree keeps the table's layout, paint and layerizing small on every tap
 * (docs/decisions/0034-symbol-drawings-are-background-images.md).
 */
export const SymbolArt = memo(function SymbolArt({
  symbol,
  className,
}: {
  symbol: GameSymbol;
  className?: string;
}) {
  const art = `symbol-art symbol-art--${symbol.toLowerCase()}`;
  return <span className={className ? `${art} ${className}` : art} aria-hidden="true" />;
});
