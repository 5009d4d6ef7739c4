import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SYMBOLS, type GameSymbol } from '@/api/symbols';

export type SymbolNames = Readonly<Record<GameSymbol, string>>;

/**
 * The six symbol names in the current language, translated once per language (per component), not
 * once per die, cell and result on every render: a phase change re-renders the table, and `t()` on
 * each of those renders was most of its cost (docs/quality.md, dice animation).
 */
export function useSymbolNames(): SymbolNames {
  const { t } = useTranslation();
  return useMemo(
    () => Object.fromEntries(SYMBOLS.map((symbol) => [symbol, t(`symbols.${symbol}`)])) as SymbolNames,
    [t],
  );
}
