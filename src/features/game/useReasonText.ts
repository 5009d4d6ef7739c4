import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '@/app/hooks';
import { selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import type { MoveReason } from '@/features/game/betting';
import { useMoney } from '@/features/game/useMoney';
import { formatDateTime } from '@/lib/format/date';
import { isPlayRefusal, limitAt } from '@/session/play/limits';

/**
 * The amounts a refusal's words carry: the table's limits, and the member's own (the limits screen)
 * as they stand when the refusal is shown. One subscription for all of them: the hook sits in every
 * component that can word a refusal, and each of those is asked on every move.
 */
function selectReasonAmounts(state: GameRoot) {
  const limits = selectBetting(state)?.limits;
  const { record } = state.play;
  const now = Date.now();
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
 * The refusals a draft outlives whose sentence is longer than the line under Confirm on a 360 px
 * phone has room for: the notice sticks there, and a second line would cover Confirm. Their short
 * words are `game.reasonsShort` and `play.refusalsShort` (in Khmer some are the sentence itself,
 * which fits). A record, so that a new reason must be placed here.
 */
const SHORT_FORM: Record<MoveReason, boolean> = {
  belowMin: true,
  aboveSymbolMax: true,
  aboveRoundMax: true,
  nothingToRebet: true,
  rebetOverDraft: true,
  realityCheck: true,
  stakeLimit: true,
  lossLimit: true,
  bettingClosed: false,
  emptyDraft: false,
  insufficientBalance: false,
  busy: false,
  gameInactive: false,
  conflict: false,
  refused: false,
  limitsUnreadable: false,
  onBreak: false,
  sessionTimeUp: false,
};

/**
 * A refusal reason in words, with the account's limits filled in ("At most $500.00 on one symbol…");
 * `short` asks for the words shown on one line, where the reason has them (the whole sentence is what
 * a screen reader hears).
 */
export function useReasonText(): (reason: MoveReason, short?: 'short') => string {
  const { t } = useTranslation();
  const money = useMoney();
  const amounts = useAppSelector(selectReasonAmounts, shallowEqual);
  return useCallback(
    (reason, short) => {
      const shortForm = short !== undefined && SHORT_FORM[reason];
      return isPlayRefusal(reason)
        ? t(`play.${shortForm ? 'refusalsShort' : 'refusals'}.${reason}`, {
            amount: money(reason === 'stakeLimit' ? amounts.stakeLimit : amounts.lossLimit),
            until: formatDateTime(amounts.breakUntil),
          })
        : t(`game.${shortForm ? 'reasonsShort' : 'reasons'}.${reason}`, {
            min: money(amounts.minStake),
            maxSymbol: money(amounts.maxSymbol),
            maxRound: money(amounts.maxRound),
          });
    },
    [t, money, amounts],
  );
}
