import { useAppSelector } from '@/app/hooks';
import { selectMoneyFormat } from '@/features/game/gameSelectors';

/** A formatter bound to the account's currency and scale (from the server); same identity per currency. */
export function useMoney(): (minor: number) => string {
  return useAppSelector(selectMoneyFormat);
}
