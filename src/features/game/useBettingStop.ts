import { useEffect, useState } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import type { PlayRefusal } from '@/session/play/limits';
import { selectBettingStop } from '@/session/play/playSlice';
import { playNow } from '@/session/play/playClock';

/**
 * Why the member cannot bet at all now (docs/responsible-play.md): a break, the session's time limit
 * reached, limits that could not be read, a reality check waiting; or null. A break ends and a time
 * limit comes with the clock: asked every second, rendering again only when the answer changes.
 */
export function useBettingStop(): PlayRefusal | null {
  const store = useAppStore();
  const [now, setNow] = useState(() => playNow(store.getState()));
  const stop = useAppSelector((state) => selectBettingStop(state, now));
  useEffect(() => {
    const timer = setInterval(() => {
      const state = store.getState();
      const next = playNow(state);
      if (selectBettingStop(state, next) !== stop) setNow(next);
    }, 1000);
    return () => clearInterval(timer);
  }, [store, stop]);
  return stop;
}

/**
 * Betting is off for the member while a round takes bets, whatever its clock says: a break, the
 * session's time, unreadable limits. A reality check is not: it is a question on screen, answered in
 * a moment.
 */
export function useBettingOffForMember(): boolean {
  const stop = useBettingStop();
  return stop !== null && stop !== 'realityCheck';
}
