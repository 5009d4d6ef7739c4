import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen loaded on demand, whose download can start before React first renders it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export type LazyScreen<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts the download (once); React's first render of the screen then waits on the same one. */
  preload(): Promise<unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let module: Promise<{ default: T }> | undefined;
  const preload = () =>
    (module ??= load().catch((error: unknown) => {
      // A chunk that failed to download (a network cut) is asked for again by the next attempt.
      module = undefined;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
