import { createSelector } from '@reduxjs/toolkit';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedAfterPaint } from '@/app/hooks';
import { SymbolArt } from '@/features/game/art/SymbolArt';
import { selectConfirmedStakes, selectDraftStakes, selectPendingStakes } from '@/features/game/gameSelectors';
import { STAKE_ICON } from '@/features/game/stakeIcons';
import type { StakeMap } from '@/features/game/rules';
import { useMoney } from '@/features/game/useMoney';
import { useSymbolNames } from '@/features/game/useSymbolNames';
import { SYMBOLS } from '@/api/symbols';

interface RoundStakes {
  confirmed: StakeMap;
  pending: StakeMap;
  draft: StakeMap;
}

const selectRoundStakes = createSelector(
  [selectConfirmedStakes, selectPendingStakes, selectDraftStakes],
  (confirmed, pending, draft): RoundStakes => ({ confirmed, pending, draft }),
);

/**
 * The member's own bets of the round on the table, symbol by symbol, each state with its icon and word
 * (confirmed, sending, draft). Beside the board on a wide screen; below it on a phone, where the cells
 * already show them. The list follows the stakes a frame late (useSelectedAfterPaint): a tap renders
 * and paints the chip on the board and the totals, and the list is rendered, laid out and painted
 * after that frame (docs/quality.md "Tap to paint").
 */
export const RoundBets = memo(function RoundBets() {
  return <RoundBetsList {...useSelectedAfterPaint(selectRoundStakes)} />;
});

const RoundBetsList = memo(function RoundBetsList({ confirmed, pending, draft }: RoundStakes) {
  const { t } = useTranslation();
  const money = useMoney();
  const names = useSymbolNames();
  const words = useMemo(
    () => ({
      title: t('table.myBets.title'),
      none: t('table.myBets.none'),
      confirmed: t('game.stakeState.confirmed'),
      pending: t('game.stakeState.pending'),
      draft: t('game.stakeState.draft'),
    }),
    [t],
  );
  const rows = SYMBOLS.map((symbol) => ({
    symbol,
    parts: [
      { state: 'confirmed', icon: STAKE_ICON.confirmed, amount: confirmed[symbol] ?? 0 },
      { state: 'pending', icon: STAKE_ICON.pending, amount: pending[symbol] ?? 0 },
      { state: 'draft', icon: STAKE_ICON.draft, amount: draft[symbol] ?? 0 },
    ] as const,
  })).filter((row) => row.parts.some((part) => part.amount > 0));
  return (
    <section className="round-bets" aria-labelledby="round-bets-title" data-testid="round-bets">
      <h2 id="round-bets-title" className="round-bets__title">
        {words.title}
      </h2>
      {rows.length === 0 ? (
        <p className="round-bets__none">{words.none}</p>
      ) : (
        <ul className="round-bets__list">
          {rows.map(({ symbol, parts }) => (
            <li key={symbol} className="round-bets__row">
              <SymbolArt symbol={symbol} className="round-bets__art" />
              <span className="round-bets__name">{names[symbol]}</span>
              <span className="round-bets__stakes">
                {parts
                  .filter((part) => part.amount > 0)
                  .map((part) => (
                    <span key={part.state} className={`round-bets__stake round-bets__stake--${part.state}`}>
                      <span aria-hidden="true">{part.icon} </span>
                      {money(part.amount)} <span className="visually-hidden">{words[part.state]}</span>
                    </span>
                  ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
