import { useAppSelector } from '@/app/hooks';
import { selectMoneyFormat } from '@/features/game/gameSelectors';

/** A formatter bound to the account's currency and scale (from the server); same identity per currency. */
export function useMoney(): (minor: number) => string {
  return useAppSelector(selectMoneyFormat);
}

/** "Tiger, Tiger, Crab" in the current language, from the dice as one comparable string. */
export function diceKey(dice: readonly string[] | null | undefined): string {
  return dice ? dice.join(',') : '';
}
