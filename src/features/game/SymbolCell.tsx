import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import { ChipStack } from '@/features/game/ChipStack';
import { selectCellStakes } from '@/features/game/gameSelectors';
import type { GameSymbol } from '@/api/symbols';
import { useMoney } from '@/features/game/useMoney';

/** Stands for the stake in the label's translation; no translation or amount has it. */
const STAKE_SLOT = '\u0000';

interface Props {
  symbol: GameSymbol;
  /** Betting is open (from the Board, which follows the phase). */
  open: boolean;
  /** How many dice show this symbol in RESULT, else 0. */
  wins: number;
  onPlace: (symbol: GameSymbol) => void;
}

/**
 * One symbol of the board: a button whose name says the symbol and the member's stake on it. Each cell
 * selects only its own numbers, so a chip on the Tiger re-renders the Tiger and nothing else. A phase change re-renders every cell (aria-disabled, the win badge), so the words are
 * translated only when the numbers they carry change, not on every render.
 * The three stake states are chip stacks with an icon, an outline and a word each, not only a colour.
 * A symbol the dice show is a win ("Win ×2") only where the member had a stake on it; elsewhere it is
 * only marked as shown ("Matched ×2"), in plainer colours, so nobody hears "Win" on a symbol that paid
 * them nothing.
 */
export const SymbolCell = memo(function SymbolCell({ symbol, open, wins, onPlace }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const { confirmed, pending, draft } = useAppSelector(
    (state) => selectCellStakes(state, symbol),
    shallowEqual,
  );
  const total = confirmed + pending + draft;
  // In RESULT the confirmed stakes are the settlement's (selectConfirmedStakes), so a settled bet still counts.
  const won = wins > 0 && total > 0;
  // The words that never change with a stake, translated once per language: a tap re-renders the cell.
  // The label is translated with a slot where the stake goes, and a tap fills it in by joining.
  const words = useMemo(() => {
    const name = t(`symbols.${symbol}`);
    return {
      name,
      label: t('game.symbolLabel', { name, stake: STAKE_SLOT }).split(STAKE_SLOT),
      confirmed: t('game.stakeState.confirmed'),
      pending: t('game.stakeState.pending'),
      draft: t('game.stakeState.draft'),
    };
  }, [t, symbol]);
  const text = useMemo(() => {
    const win = wins === 0 ? '' : t(won ? 'game.win' : 'game.matched', { count: wins });
    const parts = [
      confirmed > 0 ? `${money(confirmed)} ${words.confirmed}` : '',
      pending > 0 ? `${money(pending)} ${words.pending}` : '',
      draft > 0 ? `${money(draft)} ${words.draft}` : '',
      win,
    ].filter(Boolean);
    const stake = money(confirmed + pending + draft);
    const label = [words.label.join(stake), ...parts].join(', ');
    return { name: words.name, win, label };
  }, [t, money, words, confirmed, pending, draft, wins, won]);
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
        {confirmed > 0 && <ChipStack amount={confirmed} state="confirmed" />}
        {pending > 0 && <ChipStack amount={pending} state="pending" />}
        {draft > 0 && <ChipStack amount={draft} state="draft" />}
      </span>
      {wins > 0 && (
        <span className={won ? 'cell__win' : 'cell__win cell__win--matched'} aria-hidden="true">
          {text.win}
        </span>
      )}
    </button>
  );
});
