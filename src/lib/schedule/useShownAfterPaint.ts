import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/schedule/afterNextPaint';

/**
 * `value`, one frame late: a change is returned in a task after the browser has painted the render
 * that brought it. For a part of the page that must follow a change but not hold up its frame (the
 * round's bets beside the board follow a tap, whose frame shows the chip on the board).
 */
export function useShownAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    let current = true;
    void afterNextPaint().then(() => {
      if (current) setShown(() => value);
    });
    return () => {
      current = false;
    };
  }, [value, shown]);
  return shown;
}
