import { useEffect, useRef, useState } from 'react';

/**
 * Holds the Web Lock `name` (null: none wanted) and says whether this tab holds it: one tab of the
 * browser at a time, the next in line once the holder lets go or closes. `stillWanted` is asked when
 * the lock is granted (another tab may have done what it was wanted for meanwhile); when it says no,
 * the lock goes at once. A browser without Web Locks holds it in every tab.
 */
export function useOneTabLock(name: string | null, stillWanted: () => boolean): boolean {
  const [heldName, setHeldName] = useState<string | null>(null);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Read when the lock comes, whatever the function's identity then.
  const wanted = useRef(stillWanted);
  useEffect(() => {
    wanted.current = stillWanted;
  });
  useEffect(() => {
    if (name === null || !locks) return undefined;
    const controller = new AbortController();
    let release = () => undefined as void;
    locks
      .request(name, { signal: controller.signal }, () => {
        if (controller.signal.aborted || !wanted.current()) return undefined;
        setHeldName(name);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => undefined); // aborted while waiting in line
    return () => {
      controller.abort();
      release();
      setHeldName(null);
    };
  }, [name, locks]);
  if (name === null) return false;
  return locks ? heldName === name : true;
}
