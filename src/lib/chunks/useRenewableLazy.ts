import { lazy, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazy component for this place in the tree, and a way to renew it. React.lazy keeps a failed
 * download for good: every later render throws the same error. After a failure (a lost connection),
 * `renew` swaps in a fresh lazy component, whose next render downloads the chunk again — call it when
 * the error boundary above tries again, not before (a fresh one at once would download it again
 * straight away, behind the boundary's fallback). `load` should be made once, outside the component.
 */
export function useRenewableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): [LazyExoticComponent<ComponentType<P>>, () => void] {
  const [component, setComponent] = useState(() => lazy(load));
  const renew = useCallback(() => setComponent(() => lazy(load)), [load]);
  return [component, renew];
}
