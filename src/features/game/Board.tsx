import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectChips, selectDiceKey, selectGameInactive, selectPhase } from '@/features/game/gameSelectors';
import { alertCoversBoard } from '@/features/game/InactiveGameNotice';
import { matchesOf } from '@/features/game/rules';
import { SymbolCell } from '@/features/game/SymbolCell';
import { useCellWords, useWinWords } from '@/features/game/useCellWords';
import { useMoney } from '@/features/game/useMoney';
import { useTouchKeepsFocus } from '@/features/game/useTouchKeepsFocus';
import { SYMBOLS, isGameSymbol, type GameSymbol } from '@/api/symbols';

/**
 * What the phase does to the cells — betting open, and in RESULT how many dice show each symbol —
 * deferred: the frame that starts the shake or reveals the dice renders only this subscription, and the
 * six cells follow in a transition React can slice. (Each cell's stakes come straight from the store, so
 * a chip still shows at once.)
 */
export function useBoardPhase(): {
  open: boolean;
  /** Under the inactive game's alert: while betting, not in the shake and the result (InactiveGameNotice). */
  covered: boolean;
  wins: Readonly<Record<GameSymbol, number>>;
} {
  const phase = useDeferredValue(useAppSelector(selectPhase));
  const dice = useDeferredValue(useAppSelector(selectDiceKey));
  const inactive = useAppSelector(selectGameInactive); // a game not active takes no bets (InactiveGameNotice)
  const wins = useMemo(() => {
    const faces = phase === 'RESULT' ? dice.split(',').filter(isGameSymbol) : [];
    return Object.fromEntries(SYMBOLS.map((symbol) => [symbol, matchesOf(symbol, faces)])) as Record<
      GameSymbol,
      number
    >;
  }, [phase, dice]);
  const covered = inactive && alertCoversBoard(phase);
  return { open: phase === 'BETTING' && !inactive, covered, wins };
}

/**
 * The six symbols in board order, 2 rows × 3 (Tiger, Gourd, Rooster / Shrimp, Crab, Fish). The board
 * follows the language, the money format and the chips, and hands them to the cells, so a cell
 * subscribes to its own stakes and nothing else.
 */
export const Board = memo(function Board({ onPlace }: { onPlace: (symbol: GameSymbol) => void }) {
  const { t } = useTranslation();
  const { open, covered, wins } = useBoardPhase();
  const money = useMoney();
  const chips = useAppSelector(selectChips);
  const label = useMemo(() => t('game.board'), [t]);
  const words = useCellWords();
  const winWords = useWinWords(wins);
  const keepFocus = useTouchKeepsFocus();
  return (
    // While the game is off and a round takes bets the board takes nothing (its alert covers it,
    // InactiveGameNotice): the keyboard skips it, and the alert says why.
    <section className="board" aria-label={label} inert={covered} {...keepFocus}>
      {SYMBOLS.map((symbol) => (
        <SymbolCell
          key={symbol}
          symbol={symbol}
          open={open}
          wins={wins[symbol]}
          words={words[symbol]}
          winWords={winWords[symbol]}
          money={money}
          chips={chips}
          onPlace={onPlace}
        />
      ))}
    </section>
  );
});
