import { useEffect } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useHeartbeatMutation } from '@/features/auth/authApi';
import { afterIdle } from '@/lib/schedule/afterIdle';
import { selectSessionUser } from '@/session/authSlice';

/** docs/architecture.md: one heartbeat a minute while signed in and the tab is visible. */
export const HEARTBEAT_INTERVAL_MS = 60_000;

export function useHeartbeat(intervalMs: number = HEARTBEAT_INTERVAL_MS): void {
  const user = useAppSelector(selectSessionUser);
  const [beat] = useHeartbeatMutation({ fixedCacheKey: 'heartbeat' });
  const accountId = user?.id;
  const sessionId = user?.sessionId;

  useEffect(() => {
    if (accountId === undefined || sessionId === undefined) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const send = () => void beat({ accountId, sessionId });
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
  }, [accountId, sessionId, beat, intervalMs]);
}
