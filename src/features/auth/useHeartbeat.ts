import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authApi } from '@/features/auth/authApi';
import { afterIdle } from '@/lib/schedule/afterIdle';
import { selectSessionUser } from '@/session/authSlice';

/** docs/architecture.md: one heartbeat a minute while signed in and the tab is visible. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

/**
 * The beat is dispatched, not triggered through a mutation hook: that hook keeps each call's
 * promise in component state and subscribes to its answer, so every beat (sent, then answered)
 * re-rendered the whole signed-in frame around it — menu, links, language switch — once a minute,
 * for an answer nothing reads (a failed refresh signs out in the base query).
 */
export function useHeartbeat(intervalMs: number = HEARTBEAT_INTERVAL_MS): void {
  const user = useAppSelector(selectSessionUser);
  const dispatch = useAppDispatch();
  const accountId = user?.id;
  const sessionId = user?.sessionId;

  useEffect(() => {
    if (accountId === undefined || sessionId === undefined) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    // No request timeout (spec §9): a beat may never be answered. One at a time, so unanswered beats
    // do not pile up and take the browser's few connections to the server from the table's calls.
    let beating = false;
    const send = () => {
      if (beating) return;
      beating = true;
      void dispatch(
        authApi.endpoints.heartbeat.initiate({ accountId, sessionId }, { fixedCacheKey: 'heartbeat' }),
      ).finally(() => {
        beating = false;
      });
    };
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      send();
      timer = setInterval(send, intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    // The first beat waits for the screen's first paint: not one more request in the commit that mounts it.
    const cancelFirst = afterIdle(start);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelFirst();
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [accountId, sessionId, dispatch, intervalMs]);
}
