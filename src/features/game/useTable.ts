import { useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { formatMoney } from '@/lib/format/money';
import { useCallback } from 'react';

/** The account's currency and scale (from the server), and a formatter bound to them. */
export function useMoney(): (minor: number) => string {
  const currency = useAppSelector((state) => selectBetting(state)?.account.currency ?? '');
  const scale = useAppSelector((state) => selectBetting(state)?.account.scale ?? 0);
  return useCallback((minor: number) => formatMoney(minor, currency, scale), [currency, scale]);
}

/** "Tiger, Tiger, Crab" in the current language, from the dice as one comparable string. */
export function diceKey(dice: readonly string[] | null | undefined): string {
  return dice ? dice.join(',') : '';
}
