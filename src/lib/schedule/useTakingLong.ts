import { useEffect, useState } from 'react';

/** How long a request may take before the member is told it has no answer yet. */
export const TAKING_LONG_MS = 10_000;

/**
 * True once `waiting` has lasted `ms` without a break. The spec sets no request timeout, so a request
 * may wait for ever: nothing is cancelled, but after a while the member is told that no answer has
 * come, and what (not) to do meanwhile.
 */
export function useTakingLong(waiting: boolean, ms = TAKING_LONG_MS): boolean {
  const [long, setLong] = useState(false);
  // Each wait starts short: a long one before does not count (state adjusted while rendering).
  const [wasWaiting, setWasWaiting] = useState(waiting);
  if (waiting !== wasWaiting) {
    setWasWaiting(waiting);
    setLong(false);
  }
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return waiting && long;
}
