import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A screen loaded on demand, whose download can start before React first renders it. */
export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once); React's first render of the screen then waits on the same one. */
  preload(): Promise<unknown>;
};

export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let module: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (module ??= load().catch((error: unknown) => {
      // A chunk that failed to download (a network cut) is asked for again by the next attempt.
      module = undefined;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
