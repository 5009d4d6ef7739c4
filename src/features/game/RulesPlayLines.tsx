import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { formatPercent, HOUSE_EDGE } from '@/features/game/rules';
import { useMoney } from '@/features/game/useMoney';
import { largestWin, limitAt } from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';

/**
 * The rules' return to player (a rule of the game, not a promise) and the largest win of one round at
 * the account's limits: the server's per-symbol and per-round maxima, and the member's own stake limit.
 */
export function RulesPlayLines() {
  const { t } = useTranslation();
  const money = useMoney();
  const limits = useAppSelector((state) => selectBetting(state)?.limits);
  // The stake limit as it stands when the rules are drawn (a raise waits 24 hours).
  const stakeLimit = useAppSelector((state) => limitAt(state.play.record.limits.stake, playNow(state)));
  const largest = limits && largestWin(limits.maxStakePerSymbol, limits.maxStakePerRound, stakeLimit);
  return (
    <>
      <p data-testid="rules-rtp">
        {t('play.rules.rtp', { rtp: formatPercent(1 - HOUSE_EDGE), edge: formatPercent(HOUSE_EDGE) })}
      </p>
      {largest && (
        <p data-testid="rules-largest-win">
          {t('play.rules.largestWin', {
            win: money(largest.win),
            stake: money(largest.stake),
            payout: money(largest.payout),
          })}
        </p>
      )}
    </>
  );
}
