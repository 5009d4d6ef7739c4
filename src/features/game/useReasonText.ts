import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import type { MoveReason } from '@/features/game/betting';
import { useMoney } from '@/features/game/useMoney';
import { formatDateTime } from '@/lib/format/date';
import { isPlayRefusal, limitAt } from '@/session/play/limits';

/** A refusal reason in words, with the account's limits filled in ("At most $500.00 on one symbol…"). */
export function useReasonText(): (reason: MoveReason) => string {
  const { t } = useTranslation();
  const money = useMoney();
  const minStake = useAppSelector((state) => selectBetting(state)?.limits.minStake ?? 0);
  const maxSymbol = useAppSelector((state) => selectBetting(state)?.limits.maxStakePerSymbol ?? 0);
  const maxRound = useAppSelector((state) => selectBetting(state)?.limits.maxStakePerRound ?? 0);
  // The member's own limits (the limits screen), as they stand when the refusal is shown.
  const stakeLimit = useAppSelector((state) => limitAt(state.play.record.limits.stake, Date.now()) ?? 0);
  const lossLimit = useAppSelector((state) => limitAt(state.play.record.limits.loss, Date.now()) ?? 0);
  const breakUntil = useAppSelector((state) => state.play.record.breakUntil ?? 0);
  return useCallback(
    (reason) =>
      isPlayRefusal(reason)
        ? t(`play.refusals.${reason}`, {
            amount: money(reason === 'stakeLimit' ? stakeLimit : lossLimit),
            until: formatDateTime(breakUntil),
          })
        : t(`game.reasons.${reason}`, {
            min: money(minStake),
            maxSymbol: money(maxSymbol),
            maxRound: money(maxRound),
          }),
    [t, money, minStake, maxSymbol, maxRound, stakeLimit, lossLimit, breakUntil],
  );
}
