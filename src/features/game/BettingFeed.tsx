import { memo, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { gameApi, useGetBettingQuery } from '@/features/game/gameApi';
import { selectBettingCallUnderWay, selectClockOffset, selectPhaseEnd } from '@/features/game/gameSelectors';
import { boundaryWaitMs } from '@/features/game/roundClock';
import { usePageVisible } from '@/features/game/usePageVisible';

/** How often betting data is read while the tab is visible. */
export const POLL_MS = 1500;

/**
 * A betting call this old without an answer is dropped, so the next poll can go: RTK Query sends no
 * refetch while a call for the entry is under way, and the spec sets no request timeout, so one call
 * lost on a dead connection froze the table for good. Long enough for a slow phone network: dropping
 * calls that would have answered would leave the table with none.
 */
export const POLL_OVERDUE_MS = 10_000;

/** Nothing from the query's state is read here: every answer goes to the cache, and the table selects from it. */
const NOTHING = {};
const selectNothing = () => NOTHING;

/**
 * The one subscription to betting data, in a component that renders nothing, so the answers it
 * brings every poll re-render only the parts of the table whose values changed. Polls while the tab
 * is visible, asks again at once when it comes back, and at each phase boundary.
 * The query's own state (fetching, fulfilled, timestamps) changes twice a poll: selecting nothing from
 * it keeps those changes from re-rendering this component at all.
 */
export function BettingFeed({ accountId }: { accountId: number }) {
  const visible = usePageVisible();
  const { refetch } = useGetBettingQuery(accountId, {
    pollingInterval: visible ? POLL_MS : 0,
    refetchOnMountOrArgChange: true,
    selectFromResult: selectNothing,
  });

  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);

  return visible ? (
    <>
      <PhaseBoundary refetch={refetch} />
      <OverduePoll accountId={accountId} />
    </>
  ) : null;
}

/** Drops a betting call that has waited POLL_OVERDUE_MS (the polling then asks again). */
function OverduePoll({ accountId }: { accountId: number }) {
  const dispatch = useAppDispatch();
  const underWay = useAppSelector(selectBettingCallUnderWay);
  useEffect(() => {
    if (underWay === null) return undefined;
    const timer = setTimeout(() => {
      dispatch(gameApi.util.getRunningQueryThunk('getBetting', accountId))?.abort();
    }, POLL_OVERDUE_MS);
    return () => clearTimeout(timer);
  }, [underWay, accountId, dispatch]);
  return null;
}

/**
 * Asks again just after the phase on the table ends (server-corrected clock). Its own component: the
 * clock offset differs a little with every answer, and re-arming the timer should not re-run the query hook.
 */
const PhaseBoundary = memo(function PhaseBoundary({ refetch }: { refetch: () => unknown }) {
  const phaseEnd = useAppSelector(selectPhaseEnd);
  const offset = useAppSelector(selectClockOffset);
  useEffect(() => {
    if (phaseEnd === null) return undefined;
    const timer = setTimeout(() => void refetch(), boundaryWaitMs(phaseEnd, Date.now(), offset));
    return () => clearTimeout(timer);
  }, [phaseEnd, offset, refetch]);
  return null;
});
