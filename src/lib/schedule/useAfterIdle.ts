import { useEffect, useState } from 'react';
import { afterIdle } from '@/lib/schedule/afterIdle';

/**
 * False on the first render, true once the browser has painted and is idle. For work a screen does
 * not need for its first paint (a request for what is below the fold): started in the commit that
 * mounts the screen, it would lengthen that task (docs/quality.md "What keeps the first screen small and quick").
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterIdle(() => setIdle(true)), []);
  return idle;
}
