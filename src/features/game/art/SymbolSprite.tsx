import { memo, type ComponentType } from 'react';
import { CrabArt } from '@/features/game/art/CrabArt';
import { FishArt } from '@/features/game/art/FishArt';
import { GourdArt } from '@/features/game/art/GourdArt';
import { RoosterArt } from '@/features/game/art/RoosterArt';
import { ShrimpArt } from '@/features/game/art/ShrimpArt';
import { TigerArt } from '@/features/game/art/TigerArt';
import { SYMBOLS, type GameSymbol } from '@/api/symbols';

const ART: Readonly<Record<GameSymbol, ComponentType>> = {
  TIGER: TigerArt,
  GOURD: GourdArt,
  ROOSTER: RoosterArt,
  SHRIMP: ShrimpArt,
  CRAB: CrabArt,
  FISH: FishArt,
};

/** The id of a symbol's drawing in the sprite, for `<use href="#…">`. */
export const artId = (symbol: GameSymbol) => `kk-art-${symbol.toLowerCase()}`;

/**
 * The six drawings, once per page (GamePage renders it). Every SymbolArt is a `<use>` of one of them:
 * two DOM nodes where an inline copy was twelve. The table shows up to 39 drawings (board, dice,
 * results strip), which were over half of its DOM and of the work of its first render
 * (docs/quality.md "What keeps the first screen small and quick").
 */
export const SymbolSprite = memo(function SymbolSprite() {
  return (
    <svg className="symbol-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      {SYMBOLS.map((symbol) => {
        const Art = ART[symbol];
        return (
          <symbol key={symbol} id={artId(symbol)} viewBox="0 0 64 64">
            <Art />
          </symbol>
        );
      })}
    </svg>
  );
});
