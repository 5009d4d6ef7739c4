import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import type { GameSymbol } from '@/features/game/symbols';

/** One die: a covered face while shaking, the symbol's art and name once revealed. */
export const Die = memo(function Die({ face, index }: { face: GameSymbol | null; index: number }) {
  const { t } = useTranslation();
  if (face === null) {
    return (
      <span className="die die--covered" style={{ animationDelay: `${index * 90}ms` }}>
        <span className="visually-hidden">{t('game.dice.hidden')}</span>
        <span aria-hidden="true">?</span>
      </span>
    );
  }
  return (
    <span className="die die--revealed" style={{ animationDelay: `${index * 150}ms` }}>
      <SymbolArt symbol={face} className="die__art" />
      <span className="die__name">{t(`game.symbols.${face}`)}</span>
    </span>
  );
});
