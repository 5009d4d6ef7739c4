import { useEffect, useState } from 'react';

/**
 * This device's time, renewed every `everyMs` while the component is mounted (a ticking clock), and
 * also at `wakeAt` when given: a moment that must show when it comes, not at the next tick.
 */
export function useNow(everyMs: number, wakeAt: number | null = null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  useEffect(() => {
    if (wakeAt === null) return undefined;
    // A timer may fire a millisecond before the wall clock reads its moment.
    const timer = setTimeout(() => setNow(Math.max(Date.now(), wakeAt)), Math.max(0, wakeAt - Date.now()));
    return () => clearTimeout(timer);
  }, [wakeAt]);
  return now;
}

/** "1:02:03": hours, minutes and seconds of a duration (never negative). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
