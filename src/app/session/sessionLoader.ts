import type { ComponentType, ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '@/app/store';
import type { Credentials } from '@/features/auth/authApi';
import type { SignInOutcome } from '@/features/auth/signIn';
import { yieldToMain } from '@/lib/schedule/yieldToMain';

export interface StoreFrameProps {
  children: ReactNode;
}

/** What phase two hands to the screens, once the session is restored: the store, and its provider. */
export interface SessionRuntime {
  store: AppStore;
  StoreFrame: ComponentType<StoreFrameProps>;
  /**
   * The login on this store (features/auth/signIn.ts), part of phase two: once the page has it, a
   * sign-in needs no download of its own (a phone gone offline after the page loaded still gets the
   * login's own answer, and can sign in as soon as it is back).
   */
  signIn(credentials: Credentials): Promise<SignInOutcome>;
}

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
