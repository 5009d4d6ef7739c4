import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import { connectionRestored, joinUnanswered } from '@/features/game/gameSlice';
import { nextStep, nowOf, RESOLVE_EVERY_MS, selectBettingVerdict } from '@/features/game/nextStep';
import { pollBettingOffTable } from '@/features/game/offTableBetting';
import { resolvePendingSubmission } from '@/features/game/submission';

/** A page just opened has no betting data: its table gets this long to mount and tell the outcome itself. */
export const TABLE_GRACE_MS = 1000;

const pendingId = (state: GameRoot) =>
  state.game.submission?.status === 'pending' && state.auth.user ? state.game.submission.requestId : null;

/** Changes that call for a check at once, and start the regular checks over. */
const restarts = (action: UnknownAction, state: GameRoot, before: GameRoot): boolean =>
  connectionRestored.match(action) ||
  pendingId(state) !== pendingId(before) ||
  !selectBetting(state) !== !selectBetting(before) ||
  selectBettingVerdict(state) !== selectBettingVerdict(before) ||
  !state.game.tablesOpen !== !before.game.tablesOpen;

/**
 * The bet keeper (docs/decisions/0005-bet-keeper.md), one task per store from Confirm to the outcome,
 * on any screen and in any tab state. It checks at once, every RESOLVE_EVERY_MS, on a change in
 * `restarts`, when the tab is shown or hidden (a phone freezes a page in the background) and at a
 * join's last chance or an unanswered join's resend; each check does what `nextStep` says. Off the table
 * it reads betting data itself.
 */
export function addGameListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, state) => pendingId(state) !== null,
    effect: async (_action, api) => {
      api.unsubscribe(); // one keeper at a time: subscribed again when it ends
      // Confirm sends the join itself, right after the submission starts: the keeper begins after it.
      await Promise.resolve();
      const online = () => api.dispatch(connectionRestored());
      let shownOrHidden = () => {};
      const visibilityChanged = () => shownOrHidden();
      window.addEventListener('online', online);
      document.addEventListener('visibilitychange', visibilityChanged);
      let poll: ReturnType<typeof pollBettingOffTable> | null = null;
      let offSince: number | null = null;
      try {
        for (let tickAt = -Infinity, timedOut = false; ;) {
          const state = api.getState();
          const user = state.auth.user;
          if (pendingId(state) === null || !user) break;
          const now = nowOf();
          offSince = state.game.tablesOpen ? null : (offSince ?? now.mono);
          const graceLeft =
            offSince === null || selectBetting(state) ? 0 : offSince + TABLE_GRACE_MS - now.mono;
          if (offSince === null) {
            poll?.stop();
            poll = null;
          } else if (poll || graceLeft <= 0) {
            poll ??= pollBettingOffTable(api.dispatch, user.id);
            poll.tend(now.hidden);
          }
          const check = timedOut || now.mono >= tickAt;
          if (now.mono >= tickAt) tickAt = now.mono + RESOLVE_EVERY_MS;
          if (check && selectBetting(state)) void api.dispatch(resolvePendingSubmission());
          const step = nextStep(api.getState(), now);
          const stepIn = step.do === 'wait' ? step.until : step.do === 'send' ? 0 : null;
          const graceIn = graceLeft > 0 ? graceLeft : Infinity;
          const woke = await Promise.race([
            api.take(
              (action, next, before) =>
                restarts(action, next, before) ||
                gameApi.endpoints.getBetting.matchFulfilled(action) ||
                joinUnanswered.match(action),
              Math.max(0, Math.min(tickAt - now.mono, stepIn ?? Infinity, graceIn)),
            ),
            new Promise<'visibility'>((resolve) => (shownOrHidden = () => resolve('visibility'))),
          ]);
          // A betting answer alone only moves the last chance, and an unanswered join sets its resend:
          // the timers are set again, no check.
          timedOut = woke === null;
          if (woke === 'visibility' || (woke !== null && restarts(...woke))) tickAt = -Infinity;
        }
      } finally {
        poll?.stop();
        window.removeEventListener('online', online);
        document.removeEventListener('visibilitychange', visibilityChanged);
        if (!api.signal.aborted) api.subscribe(); // not once the store is done with
      }
    },
  });
}
