import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A screen loaded on demand, whose download can start before React first renders it. */
export type LazyScreen<P extends object> = FunctionComponent<P> & {
  /** Starts the download (once); React's first render of the screen then waits on the same one. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy keeps a failed download for good: every later render throws the same error. A screen
 * whose chunk failed to download (a network cut) is therefore rendered through a fresh lazy component,
 * which downloads again, the next time it is rendered (after the screen's error boundary is reset:
 * Try again, back online, or another path; components/ErrorBoundary.tsx).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (module ??= load().catch((error: unknown) => {
      module = undefined;
      current = lazy(preload);
      throw error;
    }));
  let current = lazy(preload);
  const Screen: FunctionComponent<P> = (props) => createElement(current, props);
  return Object.assign(Screen, { preload });
}
