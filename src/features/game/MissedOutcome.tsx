import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { missedOutcomeTold } from '@/features/game/gameSlice';
import { useMoney } from '@/features/game/useMoney';
import { signedMoney } from '@/lib/format/money';
import { toast } from '@/lib/notify';

/**
 * Tells, in a toast, the outcome of a staked round settled while no table was in sight
 * (outcomeListener.ts): on whatever screen the member is, or over the table they came back to.
 */
export function MissedOutcome() {
  const missed = useAppSelector((state) => state.game.missedOutcome);
  const money = useMoney();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!missed) return;
    const text = t('game.settlement.missed', {
      round: missed.roundId,
      net: signedMoney(missed.net, money),
      stake: money(missed.totalStake),
      payout: money(missed.totalPayout),
    });
    toast[missed.net > 0 ? 'success' : 'info'](text);
    dispatch(missedOutcomeTold());
  }, [missed, money, t, dispatch]);
  return null;
}
