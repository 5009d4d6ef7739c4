import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { httpStatusOf, notAuthenticatedError } from '@/api/errors';
import { reauthOf } from '@/api/reauthSession';
import { callRefresh, type RawSend, type RefreshOutcome } from '@/api/refreshCall';
import { serverTimeOf, serverTimeRead } from '@/api/serverTime';
import { readXsrfToken, XSRF_HEADER } from '@/api/xsrf';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import {
  accessTokenRefreshed,
  selectAccessToken,
  selectRefreshToken,
  selectSessionUser,
  sessionExpired,
  withAuth,
  type AuthState,
} from '@/session/authSlice';
import {
  broadcast,
  handoffReplaces,
  nextHandoff,
  readHandoff,
  rememberEndedSession,
  rememberRefreshedTokens,
  withRefreshLock,
  writeHandoff,
} from '@/session/crossTab';
import {
  endpointAnswered,
  freshTokenRefused,
  refreshStateOf,
  refreshUnanswered,
  refreshVerdict,
} from '@/session/refreshSlice';

type Query = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * Endpoints that carry no session token of the store: login has none yet; logout, and the follow of
 * another tab's sign-in (which logs out the account it replaces), bring the ending session's own.
 */
const SELF_AUTHENTICATED_ENDPOINTS: readonly string[] = ['login', 'logout', 'followNewestSignIn'];

// Lazy: made on the first request, from the configuration; it holds no state of a store.
let fetchQuery: Query | undefined;

/**
 * Made on first use, so that loading the reducers (tests, the replay tool) needs no configuration. Each
 * answer's server time is reported as it arrives, whatever the endpoint (serverTime.ts).
 */
const rawBaseQuery: Query = async (args, api, extraOptions) => {
  fetchQuery ??= fetchBaseQuery({
    baseUrl: getConfig().apiBaseUrl,
    // Spec §9: no request timeout.
    prepareHeaders: (headers) => {
      const xsrf = readXsrfToken();
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
      return headers;
    },
  });
  const result = await fetchQuery(args, api, extraOptions);
  const serverTime = result.error ? undefined : serverTimeOf(result.data);
  if (serverTime !== undefined) api.dispatch(serverTimeRead({ serverTime, receivedAt: Date.now() }));
  return result;
};

/**
 * A raw send that does not end with the request that started it. Ending a session drops the api cache,
 * and RTK Query then aborts every request still running, the one that ends the session among them (a
 * sign-in over another account's session): that session's logout must still reach the server.
 */
export function detachedSend(api: BaseQueryApi, signal: AbortSignal = new AbortController().signal): RawSend {
  const detached: BaseQueryApi = { ...api, signal };
  return (args) => rawBaseQuery(args, detached, {});
}

function withBearer(args: string | FetchArgs, token: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...request, headers };
}

function authOf(api: BaseQueryApi): AuthState {
  return withAuth(api.getState()).auth;
}

/**
 * How long a refresh may go without an answer. The spec sets no request timeout, but every call of the
 * tab (and every tab's refresh, behind the Web Lock) waits for this one: a refresh lost on a dead
 * connection froze the table for good. Past the deadline it is dropped and counts as unavailable (the
 * session is kept; the next 401 refreshes again, which is a reuse if the server had rotated the token
 * before the answer was lost: its grace window, or the session's end, as a reload would give). Long
 * enough for a slow phone network.
 */
export const REFRESH_DEADLINE_MS = 20_000;

/**
 * The refresh call, on a signal of its own that only the deadline or the session's end aborts: the
 * request that met the 401 may be aborted (a bet's call dropped once overdue) after the server has
 * rotated the token, and a refresh cut off with it would leave this tab the spent token, whose next use
 * ends the session as a reuse.
 */
async function refreshOnItsOwnSignal(api: BaseQueryApi, refreshToken: string): Promise<RefreshOutcome> {
  const reauth = reauthOf(api);
  const ending = new AbortController();
  reauth.refreshUnderWay = ending;
  const deadline = setTimeout(() => ending.abort(), REFRESH_DEADLINE_MS);
  try {
    return await callRefresh(detachedSend(api, ending.signal), refreshToken);
  } finally {
    clearTimeout(deadline);
    if (reauth.refreshUnderWay === ending) reauth.refreshUnderWay = null;
  }
}

/** Refreshes under the cross-tab lock; returns the token to retry with, or null when the session is over. */
async function refreshSession(api: BaseQueryApi, staleToken: string): Promise<string | null> {
  const { secretKey } = getConfig();
  return withRefreshLock(async () => {
    const user = selectSessionUser({ auth: authOf(api) });
    if (!user) return null;
    if (user.accessToken !== staleToken) return user.accessToken;

    // Another tab refreshed this token already (just now, or before this tab woke up): take what it got.
    const handoff = readHandoff(user.sessionId, secretKey);
    if (handoff && handoffReplaces(handoff, staleToken)) {
      api.dispatch(
        accessTokenRefreshed({ accessToken: handoff.accessToken, refreshToken: handoff.refreshToken }),
      );
      return handoff.accessToken;
    }

    const refreshToken = selectRefreshToken({ auth: authOf(api) });
    const startedAt = Date.now();
    const outcome = refreshToken
      ? await refreshOnItsOwnSignal(api, refreshToken)
      : ({ ok: false, reason: 'rejected' } as const);

    // Signed out (here or in another tab) while the refresh was under way: keep nothing it brought.
    if (selectSessionUser({ auth: authOf(api) })?.sessionId !== user.sessionId) return null;

    if (outcome.ok) {
      api.dispatch(
        accessTokenRefreshed({ accessToken: outcome.accessToken, refreshToken: outcome.refreshToken }),
      );
      writeHandoff(
        nextHandoff(readHandoff(user.sessionId, secretKey), {
          sessionId: user.sessionId,
          previousAccessToken: staleToken,
          accessToken: outcome.accessToken,
          refreshToken: outcome.refreshToken,
        }),
        secretKey,
      );
      rememberRefreshedTokens(user.sessionId, outcome.accessToken, outcome.refreshToken, secretKey);
      broadcast({ type: 'refreshed', sessionId: user.sessionId });
      return outcome.accessToken;
    }
    if (outcome.reason === 'unavailable') {
      // No answer about the token (no network, a server failure): the session may still be good, so
      // keep it and let this call fail; the 401s of the next while start no refresh (refreshSlice.ts).
      logger.warn('Token refresh got no answer about the token; the session is kept.');
      api.dispatch(refreshUnanswered(startedAt));
      return null;
    }
    logger.warn('Token refresh refused; the session has ended.');
    reauthOf(api).settleMutationsAwaitingRefresh();
    rememberEndedSession(user.sessionId, 'expired', secretKey);
    api.dispatch(sessionExpired());
    broadcast({ type: 'ended', sessionId: user.sessionId, reason: 'expired' });
    return null;
  });
}

/**
 * An endpoint remembered as refusing fresh tokens answered something other than a 401 (no answer at all
 * says nothing): its next 401 is about the token again.
 */
function noteAnswer(api: BaseQueryApi, error: FetchBaseQueryError | undefined): void {
  if (error !== undefined && httpStatusOf(error) === undefined) return;
  if (refreshStateOf(api.getState()).refusingFreshTokens.includes(api.endpoint)) {
    api.dispatch(endpointAnswered({ endpoint: api.endpoint }));
  }
}

async function tokenAfterUnauthorized(api: BaseQueryApi, sentToken: string): Promise<string | null> {
  const current = selectAccessToken({ auth: authOf(api) });
  if (!current) return null;
  // Sent with an older token than the current one: someone already refreshed; just repeat.
  if (current !== sentToken) return current;
  // The last refresh got no answer a moment ago, or this endpoint refused a token fresh from its
  // refresh: a refresh now would most likely be one more of a storm, one per poll.
  const verdict = refreshVerdict(refreshStateOf(api.getState()), api.endpoint, Date.now());
  if (verdict !== 'refresh') return null;
  const { refreshMutex } = reauthOf(api);
  if (refreshMutex.isLocked()) {
    await refreshMutex.waitForUnlock();
    const after = selectAccessToken({ auth: authOf(api) });
    return after && after !== sentToken ? after : null;
  }
  return refreshMutex.runExclusive(() => refreshSession(api, sentToken));
}

/**
 * Bearer token, XSRF header, and on a 401 one refresh (shared by every request that failed with the
 * same token) and one repeat of the request. The refresh call is made by refreshCall.ts through the raw
 * base query, so its own 401 can never start another refresh.
 */
export const baseQueryWithReauth: Query = async (args, api, extraOptions) => {
  // Before the wait: a sign-in (or a logout) needs no token of the session being refreshed, and must not
  // wait behind a refresh that does not answer.
  if (SELF_AUTHENTICATED_ENDPOINTS.includes(api.endpoint)) return rawBaseQuery(args, api, extraOptions);
  const { refreshMutex, awaitingRefresh } = reauthOf(api);
  await refreshMutex.waitForUnlock();

  const sender = selectSessionUser({ auth: authOf(api) });
  const sentToken = selectAccessToken({ auth: authOf(api) });
  if (!sender || !sentToken) {
    logger.error(`Skipped ${api.endpoint}: no stored auth data.`);
    return { error: notAuthenticatedError };
  }
  const first = await rawBaseQuery(withBearer(args, sentToken), api, extraOptions);
  if (httpStatusOf(first.error) !== 401) {
    noteAnswer(api, first.error);
    return first;
  }

  // A mutation's outcome is what the member is told (a transfer "not made" or "may have gone
  // through"); a query's is only data, dropped with the session anyway.
  if (api.type === 'mutation') awaitingRefresh.add(api.abort);
  let retryToken: string | null;
  try {
    retryToken = await tokenAfterUnauthorized(api, sentToken);
  } finally {
    awaitingRefresh.delete(api.abort);
  }
  if (!retryToken) return first;
  // The tab took another account's session meanwhile (another tab signed in): the request was made
  // for the account it left, and another account's token may have the rights to carry it out (an
  // agent's reach covers its members' money). It is never repeated under the new identity.
  if (selectSessionUser({ auth: authOf(api) })?.id !== sender.id) return first;
  const retried = await rawBaseQuery(withBearer(args, retryToken), api, extraOptions);
  // Refused again with the newer token, which is still the tab's: this endpoint's 401 is not about the
  // token, and refreshing on its next 401 would only start the loop of one refresh per poll.
  if (httpStatusOf(retried.error) === 401 && selectAccessToken({ auth: authOf(api) }) === retryToken) {
    api.dispatch(freshTokenRefused({ endpoint: api.endpoint }));
  } else {
    noteAnswer(api, retried.error);
  }
  return retried;
};
