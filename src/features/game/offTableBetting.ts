import { POLL_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import type { GameDispatch } from '@/features/game/submission';

/**
 * The betting data a pending bet is judged by (its round's close, the request ids it took), read while
 * no table is mounted to read it: as the table's feed does, every POLL_MS while the tab is visible, at
 * once when it is shown again. A call that hangs is dropped by the store (overdueBettingCall.ts).
 */
export function pollBettingOffTable(dispatch: GameDispatch, accountId: number) {
  const poll = { subscriptionOptions: { pollingInterval: POLL_MS }, forceRefetch: true };
  const subscription = dispatch(gameApi.endpoints.getBetting.initiate(accountId, poll));
  let wasHidden = false;
  return {
    /** Called at every turn of the keeper. */
    tend(hidden: boolean): void {
      if (hidden !== wasHidden) {
        subscription.updateSubscriptionOptions({ pollingInterval: hidden ? 0 : POLL_MS });
        if (!hidden) void subscription.refetch();
        wasHidden = hidden;
      }
    },
    stop: () => subscription.unsubscribe(),
  };
}
