import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import type { MoveReason } from '@/features/game/betting';
import { useMoney } from '@/features/game/useMoney';
import { formatDateTime } from '@/lib/format/date';
import { isPlayRefusal, limitAt } from '@/session/play/limits';
import { playNow } from '@/session/play/playClock';

/**
 * The amounts a refusal's words carry: the table's limits, and the member's own (the limits screen)
 * as they stand when the refusal is shown. One subscription for all of them: the hook sits in every
 * component that can word a refusal, and each of those is asked on every move.
 */
function selectReasonAmounts(state: GameRoot) {
  const limits = selectBetting(state)?.limits;
  const { record } = state.play;
  const now = playNow(state);
  return {
    minStake: limits?.minStake ?? 0,
    maxSymbol: limits?.maxStakePerSymbol ?? 0,
    maxRound: limits?.maxStakePerRound ?? 0,
    stakeLimit: limitAt(record.limits.stake, now) ?? 0,
    lossLimit: limitAt(record.limits.loss, now) ?? 0,
    breakUntil: record.breakUntil ?? 0,
  };
}

/**
 * A refusal reason in words, with the account's limits filled in ("At most $500.00 on one symbol…");
 * `short` asks for the words shown on one line, where the reason has them: a refusal a draft outlives
 * sticks under Confirm, and on a 360 px phone a second line would cover Confirm. Those words are
 * `game.reasonsShort` and `play.refusalsShort` (in Khmer some are the sentence itself, which fits; the
 * whole sentence is what a screen reader hears); a reason without them gives its sentence.
 */
export function useReasonText(): (reason: MoveReason, short?: 'short') => string {
  const { t } = useTranslation();
  const money = useMoney();
  const amounts = useAppSelector(selectReasonAmounts, shallowEqual);
  return useCallback(
    (reason, short) => {
      // i18next takes the first of the keys it has.
      const keys = (group: string, shortGroup: string) =>
        short ? [`${shortGroup}.${reason}`, `${group}.${reason}`] : `${group}.${reason}`;
      return isPlayRefusal(reason)
        ? t(keys('play.refusals', 'play.refusalsShort'), {
            amount: money(reason === 'stakeLimit' ? amounts.stakeLimit : amounts.lossLimit),
            until: formatDateTime(amounts.breakUntil),
          })
        : t(keys('game.reasons', 'game.reasonsShort'), {
            min: money(amounts.minStake),
            maxSymbol: money(amounts.maxSymbol),
            maxRound: money(amounts.maxRound),
          });
    },
    [t, money, amounts],
  );
}
