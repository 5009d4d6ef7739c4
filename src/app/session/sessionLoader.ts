import type { i18n as I18n } from 'i18next';
import type { SessionRuntime } from '@/app/session/sessionTypes';
import { yieldToMain } from '@/lib/schedule/yieldToMain';

/**
 * The one door to phase two: `load()` starts it the first time and returns the same promise every
 * time after (what React's `use()` needs); `current()` is the session once it is there.
 */
export interface SessionLoader {
  load(): Promise<SessionRuntime>;
  current(): SessionRuntime | undefined;
}

export function createSessionLoader(i18n: Promise<I18n>): SessionLoader {
  let runtime: Promise<SessionRuntime> | undefined;
  let started: SessionRuntime | undefined;
  const load = () =>
    (runtime ??= Promise.all([import('@/app/session/sessionRuntime'), i18n]).then(
      async ([phaseTwo, ready]) => {
        // Evaluating phase two's chunks and starting the store are two tasks, not one long one.
        await yieldToMain();
        return (started = await phaseTwo.startSession(ready));
      },
      (error: unknown) => {
        // A chunk that failed to load (a network cut) is asked for again next time.
        runtime = undefined;
        throw error;
      },
    ));
  return { load, current: () => started };
}

/** For tests and tools that already have a session: the loader answers at once, with no restore. */
export function loaderFor(runtime: SessionRuntime): SessionLoader {
  const loaded = Promise.resolve(runtime);
  return { load: () => loaded, current: () => runtime };
}
