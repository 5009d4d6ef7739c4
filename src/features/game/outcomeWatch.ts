import type { AppStartListening } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import { stakedRoundSettled } from '@/features/game/gameSlice';
import { TABLE_GRACE_MS } from '@/features/game/gameListeners';
import { pollBettingOffTable } from '@/features/game/offTableBetting';

/** A staked round's outcome is owed (outcomeListener.ts) and no table is mounted to read it. */
const owedOffTable = (state: GameRoot): boolean =>
  state.game.stakedRound !== undefined && !state.game.tablesOpen && state.auth.user !== null;

/**
 * Off the table, the outcome of a round the member has stakes in is still read as it comes
 * (docs/decisions/0036-an-owed-outcome-is-read-off-the-table.md): the betting data is polled as the
 * table would, until the round's settlement (or a newer one) ends what is owed, at most the rest of
 * one round. A page just opened gives its table TABLE_GRACE_MS to mount first. A round told this way
 * makes the reports and the account's balance on screen stale, so they are asked for again.
 */
export function addOutcomeWatch(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, state) => owedOffTable(state),
    effect: async (_action, api) => {
      api.unsubscribe(); // one watch at a time: subscribed again when it ends
      let shownOrHidden = () => {};
      const visibilityChanged = () => shownOrHidden();
      document.addEventListener('visibilitychange', visibilityChanged);
      let poll: ReturnType<typeof pollBettingOffTable> | null = null;
      try {
        const accountId = api.getState().auth.user?.id;
        const ended = (_action: unknown, state: GameRoot) =>
          !owedOffTable(state) || state.auth.user?.id !== accountId;
        if (accountId === undefined) return;
        const fresh = !selectBetting(api.getState());
        if (fresh && (await api.condition(ended, TABLE_GRACE_MS))) return;
        while (!ended(null, api.getState())) {
          const hidden = document.visibilityState === 'hidden';
          // Made once the tab is seen: it asks at once.
          if (!hidden) poll ??= pollBettingOffTable(api.dispatch, accountId);
          poll?.tend(hidden);
          // A condition per turn: one that resolved on a passing state would resolve every turn after.
          await Promise.race([
            api.condition(ended),
            new Promise<void>((resolve) => (shownOrHidden = resolve)),
          ]);
        }
      } finally {
        poll?.stop();
        document.removeEventListener('visibilitychange', visibilityChanged);
        if (!api.signal.aborted) api.subscribe(); // not once the store is done with
      }
    },
  });

  startListening({
    actionCreator: stakedRoundSettled,
    effect: (action, api) => {
      if (action.payload.missed) api.dispatch(gameApi.util.invalidateTags(['Reports', 'Account']));
    },
  });
}
