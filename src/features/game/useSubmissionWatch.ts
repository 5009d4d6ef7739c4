import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import {
  callsUnderWayLostWithConnection,
  resolvePendingSubmission,
  selectBettingVerdict,
} from '@/features/game/submission';
import { usePageVisible } from '@/features/game/usePageVisible';

/** How often a submission without a definite answer is checked again. */
export const RESOLVE_EVERY_MS = 2000;

/**
 * A submission still pending when the table opens (a reload, a dropped answer) is never dropped and
 * never sent blindly again: join status says what became of its request id. Checked at once, then
 * every RESOLVE_EVERY_MS while it stays pending (a call already under way for that id is not repeated),
 * and at once when a betting answer settles it: waiting for the next check would leave "sending" on the
 * banner, and Confirm busy, for a bet the server has already shown as taken. When the browser comes back
 * online, at once too, with the call under way counted overdue (it may be lost with the old connection).
 */
export function useSubmissionWatch(): void {
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const pendingId = useAppSelector((state) =>
    state.game.submission?.status === 'pending' ? state.game.submission.requestId : null,
  );
  const hasBetting = useAppSelector((state) => selectBetting(state) !== undefined);
  // Not read below: a change of it re-runs the check at once.
  const verdict = useAppSelector(selectBettingVerdict);
  useEffect(() => {
    if (pendingId === null || !hasBetting || !visible) return undefined;
    void dispatch(resolvePendingSubmission());
    const timer = setInterval(() => void dispatch(resolvePendingSubmission()), RESOLVE_EVERY_MS);
    const networkBack = () => {
      callsUnderWayLostWithConnection();
      void dispatch(resolvePendingSubmission());
    };
    window.addEventListener('online', networkBack);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', networkBack);
    };
  }, [dispatch, pendingId, hasBetting, visible, verdict]);
}
