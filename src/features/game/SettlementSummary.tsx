import { type CSSProperties, memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { roundOutcome } from '@/features/game/outcome';
import { useMoney } from '@/features/game/useMoney';
import { signedMoney } from '@/lib/format/money';

/**
 * The round's outcome for this member, in RESULT only, as the server settled it (lastSettlement): the
 * net in large type ("+$20.00", "−$10.00", or "No bets this round"), the stake and payout beneath. It
 * shows once the dice are out (CSS delay), in the bowl, where the caption was.
 */
export const SettlementSummary = memo(function SettlementSummary() {
  const { t } = useTranslation();
  const money = useMoney();
  // Rendered after the dice (it fades in once they are all out anyway): not in the frame that reveals them.
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
  const outcome = useMemo(
    () => roundOutcome(settlement, money, t('game.settlement.none')),
    [settlement, money, t],
  );
  if (!inResult) return null;
  if (!settlement) {
    return (
      <p className="outcome outcome--none settlement--none" data-testid="outcome">
        {outcome.headline}
      </p>
    );
  }
  // The group names the three figures ("Your round"): a <dl> itself may not carry a name. The headline
  // is the net drawn large; screen readers hear the net once, in the list. Its length lets the bowl draw
  // a net too long for its width smaller (Table.css, .outcome__headline).
  const headlineStyle = { '--outcome-chars': outcome.headline.length } as CSSProperties;
  return (
    <div role="group" aria-label={t('game.settlement.title')} className={`outcome outcome--${outcome.tone}`}>
      <p className="outcome__headline" data-testid="outcome" aria-hidden="true" style={headlineStyle}>
        {outcome.headline}
      </p>
      <dl className={`settlement settlement--${outcome.tone}`} data-testid="settlement">
        <div>
          <dt>{t('game.settlement.stake')}</dt>
          <dd data-testid="settlement-stake">{money(settlement.totalStake)}</dd>
        </div>
        <div>
          <dt>{t('game.settlement.payout')}</dt>
          <dd data-testid="settlement-payout">{money(settlement.totalPayout)}</dd>
        </div>
        <div className="visually-hidden">
          <dt>{t('game.settlement.net')}</dt>
          <dd data-testid="settlement-net">{signedMoney(settlement.net, money)}</dd>
        </div>
      </dl>
    </div>
  );
});
