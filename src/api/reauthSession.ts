import { Mutex } from 'async-mutex';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { REFUSED_AT_SESSION_END } from '@/api/errors';

/**
 * What one store's base query keeps between requests. It is made with the store (makeStore passes it
 * as the thunk's extra argument, which RTK Query hands to the base query), so two stores, in two tests
 * or after a new sign-in, never share a lock or its waiters.
 */
export interface ReauthSession {
  /** One refresh at a time in this tab; the Web Lock in crossTab.ts does the same across tabs. */
  readonly refreshMutex: Mutex;
  /** How to settle each mutation answered 401 that waits on a refresh (its thunk's abort). */
  readonly awaitingRefresh: Set<(reason: string) => void>;
  /** Ends the refresh under way (it runs on a signal of its own: docs/decisions/0003). */
  refreshUnderWay: AbortController | null;
  /**
   * Ending a session drops the api cache, and RTK Query aborts every request still running then: their
   * outcome is unknown. The mutations answered 401 that wait on a refresh were refused, and are settled
   * so first (a transfer then says "not made", not "may have gone through"), however the session ends.
   */
  settleMutationsAwaitingRefresh(): void;
  /**
   * The tab left the session whose refresh is under way (signed out, or moved to a newer sign-in of the
   * same account): that refresh ends too, or it would hold the next session's calls until its deadline.
   */
  endRefreshOfLeftSession(): void;
}

export function createReauthSession(): ReauthSession {
  const session: ReauthSession = {
    refreshMutex: new Mutex(),
    awaitingRefresh: new Set(),
    refreshUnderWay: null,
    settleMutationsAwaitingRefresh() {
      for (const settle of session.awaitingRefresh) settle(REFUSED_AT_SESSION_END);
    },
    endRefreshOfLeftSession() {
      session.refreshUnderWay?.abort();
    },
  };
  return session;
}

/** The per-store services a thunk (and so the base query) is given as its extra argument. */
export interface ApiServices {
  reauth: ReauthSession;
}

export function reauthOf(api: Pick<BaseQueryApi, 'extra'>): ReauthSession {
  const services = api.extra as Partial<ApiServices> | undefined;
  if (!services?.reauth) throw new Error('The store was made without its services (app/store.ts makeStore).');
  return services.reauth;
}

/** The store's reauth session, for the code that wires the store to the other tabs. */
export const reauthSession =
  (): ThunkAction<ReauthSession, unknown, ApiServices, UnknownAction> => (_dispatch, _getState, services) =>
    services.reauth;
