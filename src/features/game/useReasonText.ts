import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import type { MoveReason } from '@/features/game/betting';
import { useMoney } from '@/features/game/useMoney';

/** A refusal reason in words, with the account's limits filled in ("At most $500.00 on one symbol…"). */
export function useReasonText(): (reason: MoveReason) => string {
  const { t } = useTranslation();
  const money = useMoney();
  const minStake = useAppSelector((state) => selectBetting(state)?.limits.minStake ?? 0);
  const maxSymbol = useAppSelector((state) => selectBetting(state)?.limits.maxStakePerSymbol ?? 0);
  const maxRound = useAppSelector((state) => selectBetting(state)?.limits.maxStakePerRound ?? 0);
  return useCallback(
    (reason) =>
      t(`game.reasons.${reason}`, {
        min: money(minStake),
        maxSymbol: money(maxSymbol),
        maxRound: money(maxRound),
      }),
    [t, money, minStake, maxSymbol, maxRound],
  );
}
