import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellWords, WinWords } from '@/features/game/SymbolCell';
import { useSymbolNames } from '@/features/game/useSymbolNames';
import { SYMBOLS, type GameSymbol } from '@/api/symbols';

/** Stands for the stake in the label's translation; no translation or amount has it. */
const STAKE_SLOT = '\u0000';

/** Each symbol's words that never change with a stake, translated once per language. */
export function useCellWords(): Readonly<Record<GameSymbol, CellWords>> {
  const { t } = useTranslation();
  const names = useSymbolNames();
  return useMemo(() => {
    const state = {
      confirmed: t('game.stakeState.confirmed'),
      pending: t('game.stakeState.pending'),
      draft: t('game.stakeState.draft'),
    };
    return Object.fromEntries(
      SYMBOLS.map((symbol) => {
        const name = names[symbol];
        const label = t('game.symbolLabel', { name, stake: STAKE_SLOT }).split(STAKE_SLOT);
        return [symbol, { name, label, ...state }];
      }),
    ) as Record<GameSymbol, CellWords>;
  }, [t, names]);
}

/** What each symbol the dice show says ("Win ×2", "Matched ×2"), translated when the dice change. */
export function useWinWords(
  wins: Readonly<Record<GameSymbol, number>>,
): Readonly<Record<GameSymbol, WinWords | null>> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        SYMBOLS.map((symbol) => {
          const count = wins[symbol];
          const words =
            count === 0 ? null : { win: t('game.win', { count }), matched: t('game.matched', { count }) };
          return [symbol, words];
        }),
      ) as Record<GameSymbol, WinWords | null>,
    [t, wins],
  );
}
