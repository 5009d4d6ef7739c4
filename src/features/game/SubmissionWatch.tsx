import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectBetting, selectBettingClosesAt, type GameRoot } from '@/features/game/gameSelectors';
import {
  callsUnderWayLostWithConnection,
  LAST_CHANCE_MIN_WAIT_MS,
  LAST_CHANCE_MS,
  pendingRoundTakesBets,
  resolvePendingSubmission,
  selectBettingVerdict,
} from '@/features/game/submission';
import { usePageVisible } from '@/features/game/usePageVisible';

/** How often a submission without a definite answer is checked again. */
export const RESOLVE_EVERY_MS = 2000;

const selectPendingId = (state: GameRoot) =>
  state.game.submission?.status === 'pending' ? state.game.submission.requestId : null;

/** When the pending submission's last chance opens (submission.ts), on this device's clock; or null. */
function selectLastChanceAt(state: GameRoot): number | null {
  const submission = state.game.submission;
  if (submission?.status !== 'pending') return null;
  const closesAt = selectBettingClosesAt(state, submission.roundId);
  return closesAt === null ? null : closesAt - LAST_CHANCE_MS;
}

/**
 * A submission still pending when the table opens (a reload, a dropped answer) is never dropped and
 * never sent blindly again: join status says what became of its request id. Checked at once, then
 * every RESOLVE_EVERY_MS while it stays pending (a call already under way for that id is not repeated),
 * and at once when a betting answer settles it: waiting for the next check would leave "sending" on the
 * banner, and Confirm busy, for a bet the server has already shown as taken. When the browser comes back
 * online, at once too, with the call under way counted overdue (it may be lost with the old connection).
 * At the last chance of its round it is checked on time, not at the next tick of the interval. In a
 * hidden tab as well while its round takes bets: the betting polls stop there, these checks do not.
 *
 * A component that renders nothing: what it selects changes with betting answers, and the table
 * should not re-render with them.
 */
export function SubmissionWatch() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const visible = usePageVisible();
  const pendingId = useAppSelector(selectPendingId);
  const hasBetting = useAppSelector((state) => selectBetting(state) !== undefined);
  // Not read below: a change of it re-runs the check at once.
  const verdict = useAppSelector(selectBettingVerdict);
  const lastChanceAt = useAppSelector(selectLastChanceAt);

  // In a hidden tab too (a member who confirms and switches tabs at once), while its round takes
  // bets by the clock: a check then may still get the bet in. After that nothing is lost by waiting
  // until the tab is shown, and a hidden tab, without betting polls, could ask a join status that
  // never answers for ever. The browser slows a hidden tab's timers (Chrome: to once a second) and a
  // phone freezes a page in the background, so `visible` re-runs the checks at once when it is shown.
  const check = useCallback(() => {
    if (document.visibilityState === 'hidden' && !pendingRoundTakesBets(store.getState())) return;
    void dispatch(resolvePendingSubmission());
  }, [dispatch, store]);

  useEffect(() => {
    if (pendingId === null || !hasBetting) return undefined;
    check();
    const timer = setInterval(check, RESOLVE_EVERY_MS);
    const networkBack = () => {
      callsUnderWayLostWithConnection();
      check();
    };
    window.addEventListener('online', networkBack);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', networkBack);
    };
  }, [check, pendingId, hasBetting, visible, verdict]);

  useEffect(() => {
    if (lastChanceAt === null) return undefined;
    // A join sent before the window opens is at its last chance once the window is open and it has
    // waited LAST_CHANCE_MIN_WAIT_MS: by the second check at the latest, whenever it was sent. A
    // betting answer that moves the estimate re-arms them: a check whose time the new
    // estimate puts in the past is made at once, not skipped, until betting closes.
    const untilWindow = lastChanceAt - Date.now();
    if (untilWindow + LAST_CHANCE_MS <= 0) return undefined;
    const waits = new Set(
      [untilWindow, untilWindow + LAST_CHANCE_MIN_WAIT_MS].map((wait) => Math.max(0, wait)),
    );
    const checks = [...waits].map((wait) => setTimeout(check, wait));
    return () => checks.forEach(clearTimeout);
  }, [check, lastChanceAt, visible]);

  return null;
}
