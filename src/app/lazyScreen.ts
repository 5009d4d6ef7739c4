import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { trackScreenDownload } from '@/app/screenDownloads';
import type { ScreenPreparation } from '@/app/hooks';
import type { AppStore } from '@/app/store';

/** A screen's module: the screen, and what it starts before its first render at the boot. */
export interface ScreenModule<P extends object> {
  default: ComponentType<P>;
  prepare?: ScreenPreparation;
}

/** A screen loaded on demand, whose download can start before React first renders it. */
export type LazyScreen<P extends object> = FunctionComponent<P> & {
  /** Starts the download (once); React's first render of the screen then waits on the same one. */
  preload(): Promise<unknown>;
  /** Runs the module's preparation, if it has one and its download has succeeded; nothing else. */
  prepare(store: AppStore): PromiseLike<unknown> | void;
};

// How to renew each screen whose download failed; page-level, as each lazy screen is made once a page.
const renewals = new Set<() => void>();

/**
 * React.lazy keeps a failed download for good: every later render throws the same error. A screen
 * whose chunk failed to download (a network cut) is rendered through a fresh lazy component, which
 * downloads it again, once its error boundary tries again (Try again, back online, another path;
 * SignedInFrame) — not before: React renders a failed screen once more at once, and a fresh lazy
 * then would start the next download behind the spinner, again and again, never showing Try again.
 */
export function renewFailedScreens(): void {
  for (const renew of renewals) renew();
  renewals.clear();
}

export function lazyScreen<P extends object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let module: Promise<ScreenModule<P>> | undefined;
  let preparation: ScreenPreparation | undefined;
  const renew = () => {
    current = lazy(preload);
  };
  const preload = () =>
    (module ??= trackScreenDownload(
      load().then(
        (loaded) => {
          preparation = loaded.prepare;
          return loaded;
        },
        (error: unknown) => {
          module = undefined;
          renewals.add(renew);
          throw error;
        },
      ),
    ));
  let current = lazy(preload);
  const Screen: FunctionComponent<P> = (props) => createElement(current, props);
  const prepare = (store: AppStore) => preparation?.(store);
  return Object.assign(Screen, { preload, prepare });
}
