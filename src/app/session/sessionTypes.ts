import type { ComponentType, ReactNode } from 'react';
import type { AppStore } from '@/app/store';
import type { Credentials } from '@/features/auth/authApi';
import type { SignInOutcome } from '@/features/auth/signIn';

// The shapes phase two hands over, apart from the loader that imports phase two and from phase two
// itself, so neither module needs the other's types.
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
