import { useCallback, useEffect, useState } from 'react';
import { fetchSimState, type SimState } from '@/features/support/simControl';

export type SimStatus =
  { kind: 'loading' } | { kind: 'ready'; state: SimState; fetchedAt: number } | { kind: 'unreachable' };

const POLL_MS = 2_000;

/** The simulator's state, polled while the panel is open (so expiry times follow refreshes). */
export function useSimState(apiBaseUrl: string, active: boolean) {
  const [status, setStatus] = useState<SimStatus>({ kind: 'loading' });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const state = await fetchSimState(apiBaseUrl, signal);
        setStatus({ kind: 'ready', state, fetchedAt: Date.now() });
      } catch {
        if (!signal?.aborted) setStatus({ kind: 'unreachable' });
      }
    },
    [apiBaseUrl],
  );

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    const first = setTimeout(() => void load(controller.signal), 0);
    const timer = setInterval(() => void load(controller.signal), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, load]);

  return {
    status,
    setState: (state: SimState) => setStatus({ kind: 'ready', state, fetchedAt: Date.now() }),
  };
}
