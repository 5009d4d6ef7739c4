import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import {
  selectBettingOpen,
  selectBetting,
  selectConfirmedStakes,
  selectDraftStakes,
  selectPendingStakes,
} from '@/features/game/gameSelectors';
import { matchesOf } from '@/features/game/rules';
import type { GameSymbol } from '@/features/game/symbols';
import { useMoney } from '@/features/game/useTable';

interface Props {
  symbol: GameSymbol;
  onPlace: (symbol: GameSymbol) => void;
}

/**
 * One symbol of the board: a button whose name says the symbol and the member's stake on it. Each cell
 * selects only its own numbers, so a chip on the Tiger re-renders the Tiger and nothing else.
 * The three stake states each have an icon and a word, not only a colour.
 */
export const SymbolCell = memo(function SymbolCell({ symbol, onPlace }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const confirmed = useAppSelector((state) => selectConfirmedStakes(state)[symbol] ?? 0);
  const pending = useAppSelector((state) => selectPendingStakes(state)[symbol] ?? 0);
  const draft = useAppSelector((state) => selectDraftStakes(state)[symbol] ?? 0);
  const open = useAppSelector(selectBettingOpen);
  const wins = useAppSelector((state) => {
    const round = selectBetting(state)?.round;
    return round?.phase === 'RESULT' && round.dice ? matchesOf(symbol, round.dice) : 0;
  });
  const name = t(`game.symbols.${symbol}`);
  const total = confirmed + pending + draft;
  const parts = [
    confirmed > 0 ? `${money(confirmed)} ${t('game.stakeState.confirmed')}` : '',
    pending > 0 ? `${money(pending)} ${t('game.stakeState.pending')}` : '',
    draft > 0 ? `${money(draft)} ${t('game.stakeState.draft')}` : '',
    wins > 0 ? t('game.win', { count: wins }) : '',
  ].filter(Boolean);
  const label = [t('game.symbolLabel', { name, stake: money(total) }), ...parts].join(', ');
  return (
    <button
      type="button"
      className={`cell${wins > 0 ? ' cell--win' : ''}${total > 0 ? ' cell--staked' : ''}`}
      aria-label={label}
      aria-disabled={!open}
      data-symbol={symbol}
      onClick={() => onPlace(symbol)}
    >
      <SymbolArt symbol={symbol} className="cell__art" />
      <span className="cell__name" aria-hidden="true">
        {name}
      </span>
      <span className="cell__stakes" aria-hidden="true">
        {confirmed > 0 && <span className="stake stake--confirmed">✓ {money(confirmed)}</span>}
        {pending > 0 && <span className="stake stake--pending">⧗ {money(pending)}</span>}
        {draft > 0 && <span className="stake stake--draft">✎ {money(draft)}</span>}
      </span>
      {wins > 0 && (
        <span className="cell__win" aria-hidden="true">
          {t('game.win', { count: wins })}
        </span>
      )}
    </button>
  );
});
