import { memo, useCallback, useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import { ChipStack } from '@/features/game/ChipStack';
import { stackMaxChips } from '@/features/game/chips';
import { selectCellStakes, type GameRoot } from '@/features/game/gameSelectors';
import type { GameSymbol } from '@/api/symbols';

/**
 * A symbol's words that never change with a stake, translated once per language: a tap re-renders the
 * cell, and the cell fills its stake into the label by joining, with no i18next call.
 */
export interface CellWords {
  name: string;
  /** The label's translation cut where the stake goes. */
  label: string[];
  confirmed: string;
  pending: string;
  draft: string;
}

/** What a symbol the dice show says: "Win ×2" where the member had a stake on it, else "Matched ×2". */
export interface WinWords {
  win: string;
  matched: string;
}

interface Props {
  symbol: GameSymbol;
  /** Betting is open (from the Board, which follows the phase). */
  open: boolean;
  /** How many dice show this symbol in RESULT, else 0. */
  wins: number;
  words: CellWords;
  /** What the cell says when the dice show its symbol; null when they do not. */
  winWords: WinWords | null;
  money: (minor: number) => string;
  /** The table's chip denominations, for the stacks. */
  chips: readonly number[];
  onPlace: (symbol: GameSymbol) => void;
}

/**
 * One symbol of the board: a button whose name says the symbol and the member's stake on it. Each cell
 * selects only its own stakes (its words, the money format and the chips come from the Board), so a
 * chip on the Tiger re-renders the Tiger and nothing else. A phase change re-renders every cell
 * (aria-disabled, the win badge).
 * The three stake states are chip stacks with an icon, an outline and a word each, not only a colour.
 * A symbol the dice show is a win ("Win ×2") only where the member had a stake on it; elsewhere it is
 * only marked as shown ("Matched ×2"), in plainer colours, so nobody hears "Win" on a symbol that paid
 * them nothing.
 */
export const SymbolCell = memo(function SymbolCell({
  symbol,
  open,
  wins,
  words,
  winWords,
  money,
  chips,
  onPlace,
}: Props) {
  // One selector for the cell's life: a new one on each render would make React schedule an effect
  // to take it up, on every tap (docs/game.md "Rendering budget").
  const selectStakes = useCallback((state: GameRoot) => selectCellStakes(state, symbol), [symbol]);
  const { confirmed, pending, draft } = useAppSelector(selectStakes, shallowEqual);
  const total = confirmed + pending + draft;
  const maxChips = stackMaxChips([confirmed, pending, draft].filter((amount) => amount > 0).length);
  // In RESULT the confirmed stakes are the settlement's (selectConfirmedStakes), so a settled bet still counts.
  const won = wins > 0 && total > 0;
  const text = useMemo(() => {
    const win = winWords === null ? '' : won ? winWords.win : winWords.matched;
    const parts = [
      confirmed > 0 ? `${money(confirmed)} ${words.confirmed}` : '',
      pending > 0 ? `${money(pending)} ${words.pending}` : '',
      draft > 0 ? `${money(draft)} ${words.draft}` : '',
      win,
    ].filter(Boolean);
    const stake = money(confirmed + pending + draft);
    const label = [words.label.join(stake), ...parts].join(', ');
    return { name: words.name, win, label };
  }, [money, words, winWords, confirmed, pending, draft, won]);
  return (
    <button
      type="button"
      className={`cell${won ? ' cell--win' : wins > 0 ? ' cell--matched' : ''}${total > 0 ? ' cell--staked' : ''}`}
      aria-label={text.label}
      aria-disabled={!open}
      data-symbol={symbol}
      onClick={() => onPlace(symbol)}
    >
      <SymbolArt symbol={symbol} className="cell__art" />
      <span className="cell__name" aria-hidden="true">
        {text.name}
      </span>
      <span className="cell__stakes" aria-hidden="true">
        {confirmed > 0 && (
          <ChipStack amount={confirmed} state="confirmed" money={money} chips={chips} max={maxChips} />
        )}
        {pending > 0 && (
          <ChipStack amount={pending} state="pending" money={money} chips={chips} max={maxChips} />
        )}
        {draft > 0 && <ChipStack amount={draft} state="draft" money={money} chips={chips} max={maxChips} />}
      </span>
      {wins > 0 && (
        <span className={won ? 'cell__win' : 'cell__win cell__win--matched'} aria-hidden="true">
          {text.win}
        </span>
      )}
    </button>
  );
});
