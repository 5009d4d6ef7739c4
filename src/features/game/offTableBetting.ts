import { POLL_MS, POLL_OVERDUE_MS } from '@/features/game/BettingFeed';
import { gameApi } from '@/features/game/gameApi';
import { selectBettingCallUnderWay, type GameRoot } from '@/features/game/gameSelectors';
import type { GameDispatch } from '@/features/game/submission';

/**
 * The betting data a pending bet is judged by (its round's close, the request ids it took), read while
 * no table is mounted to read it: as the table's feed does, every POLL_MS while the tab is visible, at
 * once when it is shown again, and a call that waited POLL_OVERDUE_MS dropped so the next can go.
 */
export function pollBettingOffTable(dispatch: GameDispatch, accountId: number) {
  const poll = { subscriptionOptions: { pollingInterval: POLL_MS }, forceRefetch: true };
  const subscription = dispatch(gameApi.endpoints.getBetting.initiate(accountId, poll));
  let wasHidden = false;
  let waiting: { id: string; since: number } | null = null;
  return {
    /** Called at every turn of the keeper. */
    tend(state: GameRoot, hidden: boolean, mono: number): void {
      if (hidden !== wasHidden) {
        subscription.updateSubscriptionOptions({ pollingInterval: hidden ? 0 : POLL_MS });
        if (!hidden) void subscription.refetch();
        wasHidden = hidden;
      }
      const id = selectBettingCallUnderWay(state);
      if (id !== waiting?.id) waiting = id === null ? null : { id, since: mono };
      else if (mono - waiting.since >= POLL_OVERDUE_MS)
        dispatch(gameApi.util.getRunningQueryThunk('getBetting', accountId))?.abort();
    },
    stop: () => subscription.unsubscribe(),
  };
}
