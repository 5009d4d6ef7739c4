import { memo, type ComponentType } from 'react';
import type { GameSymbol } from '@/features/game/symbols';
import { CrabArt } from '@/features/game/art/CrabArt';
import { FishArt } from '@/features/game/art/FishArt';
import { GourdArt } from '@/features/game/art/GourdArt';
import { RoosterArt } from '@/features/game/art/RoosterArt';
import { ShrimpArt } from '@/features/game/art/ShrimpArt';
import { TigerArt } from '@/features/game/art/TigerArt';

const ART: Readonly<Record<GameSymbol, ComponentType>> = {
  TIGER: TigerArt,
  GOURD: GourdArt,
  ROOSTER: RoosterArt,
  SHRIMP: ShrimpArt,
  CRAB: CrabArt,
  FISH: FishArt,
};

/** The project's own artwork for a symbol (inline SVG, decorative: the name is always written next to it). */
export const SymbolArt = memo(function SymbolArt({
  symbol,
  className,
}: {
  symbol: GameSymbol;
  className?: string;
}) {
  const Art = ART[symbol];
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <Art />
    </svg>
  );
});
