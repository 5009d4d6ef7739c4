import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { useMoney } from '@/features/game/useMoney';

/** The round's stake, payout and net as the server settled them (lastSettlement), in RESULT only. */
export const SettlementSummary = memo(function SettlementSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  // Rendered after the dice (it fades in 0.8 s later anyway): not in the frame that reveals them.
  const { inResult, settlement } = useDeferredValue(
    useAppSelector((state) => {
      const betting = selectBetting(state);
      const last = betting?.lastSettlement;
      return {
        inResult: betting?.round.phase === 'RESULT',
        settlement: last && last.roundId === betting.round.id ? last : null,
      };
    }, shallowEqual),
  );
  if (!inResult) return null;
  if (!settlement) return <p className="settlement settlement--none">{t('game.settlement.none')}</p>;
  const sign = settlement.net > 0 ? '+' : '';
  const tone = settlement.net > 0 ? 'win' : settlement.net < 0 ? 'loss' : 'even';
  // The group names the three figures ("Your round"): a <dl> itself may not carry a name.
  return (
    <div role="group" aria-label={t('game.settlement.title')}>
      <dl className={`settlement settlement--${tone}`} data-testid="settlement">
        <div>
          <dt>{t('game.settlement.stake')}</dt>
          <dd data-testid="settlement-stake">{money(settlement.totalStake)}</dd>
        </div>
        <div>
          <dt>{t('game.settlement.payout')}</dt>
          <dd data-testid="settlement-payout">{money(settlement.totalPayout)}</dd>
        </div>
        <div>
          <dt>{t('game.settlement.net')}</dt>
          <dd data-testid="settlement-net">
            {sign}
            {money(settlement.net)}
          </dd>
        </div>
      </dl>
    </div>
  );
});
