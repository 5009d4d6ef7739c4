import { memo, useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { gameApi } from '@/features/game/gameApi';
import { selectClockOffset, selectPhaseEnd } from '@/features/game/gameSelectors';
import { boundaryWaitMs } from '@/features/game/roundClock';
import { usePageVisible } from '@/features/game/usePageVisible';

/** How often betting data is read while the tab is visible. */
export const POLL_MS = 1500;

/**
 * The one subscription to betting data, in a component that renders nothing, so the answers it
 * brings every poll re-render only the parts of the table whose values changed. Polls while the tab
 * is visible, asks again at once when it comes back, and at each phase boundary.
 * It subscribes without reading (`useQuerySubscription`): every answer goes to the cache and the table
 * selects from it, so neither the query's own state, which changes twice a poll, nor a move on the
 * table runs anything here.
 */
export function BettingFeed({ accountId }: { accountId: number }) {
  const visible = usePageVisible();
  const { refetch } = gameApi.endpoints.getBetting.useQuerySubscription(accountId, {
    pollingInterval: visible ? POLL_MS : 0,
    // At mount, an answer younger than a poll is kept: the one the boot asked for (startTable.ts).
    refetchOnMountOrArgChange: POLL_MS / 1000,
  });

  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);

  // A call that hangs is dropped by the store, whoever sent it (overdueBettingCall.ts).
  return visible ? <PhaseBoundary refetch={refetch} /> : null;
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
