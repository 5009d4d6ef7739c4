import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { missedOutcomeTold, type MissedOutcome } from '@/features/game/gameSlice';
import { useMoney } from '@/features/game/useMoney';
import { usePageVisible } from '@/features/game/usePageVisible';
import { signedMoney } from '@/lib/format/money';
import { toast } from '@/lib/notify';

/**
 * Tells, in a toast, the outcome of a staked round settled while no table was in sight
 * (outcomeListener.ts), on the screen the member is on, once the tab is seen: a toast shown in a
 * hidden tab would be gone before anyone looked.
 */
export function OutcomeToast() {
  const missed = useAppSelector((state) => state.game.missedOutcome);
  const visible = usePageVisible();
  const money = useMoney();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // An effect may run twice for one outcome (React's development checks): it is told once.
  const told = useRef<MissedOutcome | null>(null);
  useEffect(() => {
    if (!missed || !visible || told.current === missed) return;
    told.current = missed;
    const text = t('game.settlement.missed', {
      round: missed.roundId,
      net: signedMoney(missed.net, money),
      stake: money(missed.totalStake),
      payout: money(missed.totalPayout),
    });
    toast[missed.net > 0 ? 'success' : 'info'](text);
    dispatch(missedOutcomeTold());
  }, [missed, visible, money, t, dispatch]);
  return null;
}
