import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolCell } from '@/features/game/SymbolCell';
import { SYMBOLS, type GameSymbol } from '@/features/game/symbols';

/** The six symbols in board order, 2 rows × 3 (Tiger, Gourd, Rooster / Shrimp, Crab, Fish). */
export const Board = memo(function Board({ onPlace }: { onPlace: (symbol: GameSymbol) => void }) {
  const { t } = useTranslation();
  return (
    <section className="board" aria-label={t('game.board')}>
      {SYMBOLS.map((symbol) => (
        <SymbolCell key={symbol} symbol={symbol} onPlace={onPlace} />
      ))}
    </section>
  );
});
