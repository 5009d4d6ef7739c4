import type { UnknownAction } from '@reduxjs/toolkit';
import { httpStatusOf } from '@/api/errors';
import { OAUTH_LOGOUT_PATH } from '@/api/paths';
import { callRefresh, type RawSend } from '@/api/refreshCall';
import { getConfig } from '@/config/env';
import {
  selectRefreshToken,
  selectSessionUser,
  signedIn,
  signedOut,
  withAuth,
  type SessionUser,
} from '@/session/authSlice';
import {
  broadcast,
  endedSessionReason,
  rememberEndedSession,
  type HeardEnds,
  type SignedInSession,
} from '@/session/crossTab';

/*
 * How a session ends in this tab and on the server (spec §4 logout), and how a tab moves to another
 * session (a sign-in here or in another tab). The endpoints in authApi.ts call these.
 */

type Dispatch = (action: UnknownAction) => unknown;

/** POST /api/oauth/logout with the ending session's own token; its answer is the caller's to ignore. */
export function logoutCall(send: RawSend, userId: number, accessToken: string) {
  return send({
    url: OAUTH_LOGOUT_PATH,
    method: 'POST',
    body: { userId },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

/** How many times a logout call that could not reach the server is sent (each when back online). */
const LOGOUT_TRIES = 3;

/**
 * Tells the server a session has ended (spec §4: its answer is ignored). An access token that expired
 * meanwhile (a tab back after a long pause) would leave the session alive on the server: the refresh
 * token still in hand buys one fresh token for this call alone.
 */
async function tellServerSessionEnded(
  send: RawSend,
  user: SessionUser,
  refreshToken: string | null,
  triesLeft = LOGOUT_TRIES,
): Promise<void> {
  const answer = await logoutCall(send, user.id, user.accessToken);
  if (answer.error?.status === 'FETCH_ERROR' && triesLeft > 1) {
    // The call never reached the server (offline): the session would live on there. It is sent again
    // when the browser is back online, while this page lives; the tokens wait in this closure only,
    // never in storage (they left it with the sign-out).
    const again = () => void tellServerSessionEnded(send, user, refreshToken, triesLeft - 1);
    globalThis.addEventListener?.('online', again, { once: true });
    return;
  }
  if (httpStatusOf(answer.error) !== 401 || !refreshToken) return;
  const renewed = await callRefresh(send, refreshToken);
  if (renewed.ok) await logoutCall(send, user.id, renewed.accessToken);
}

/**
 * Spec §4 logout: the stored session is cleared first (here, and in the other tabs, which hear that it
 * ended), then the server is told with its token; the returned promise is only the server being told.
 */
export function endSession(dispatch: Dispatch, getState: () => unknown, send: RawSend): Promise<void> {
  const state = withAuth(getState());
  const user = selectSessionUser(state);
  if (!user) return Promise.resolve();
  const refreshToken = selectRefreshToken(state);
  rememberEndedSession(user.sessionId, 'logout', getConfig().secretKey);
  dispatch(signedOut());
  broadcast({ type: 'ended', sessionId: user.sessionId, reason: 'logout' });
  return tellServerSessionEnded(send, user, refreshToken);
}

/**
 * Leaves this tab's session for `next`, before `next` is kept: the other tabs that hear of `next` then
 * find the session it replaces already ended (`rememberEndedSession`), and only one tab tells the
 * server. Another account's session here ends exactly as a logout would (its server call goes on in the
 * background), so none of its draft, pending bet or cached data becomes the next one's. The same
 * account keeps its draft and pending bet; its older session is ended on the server all the same
 * (logout revokes the session of the token it carries, docs/api.md), without a word to the other tabs,
 * which follow the newer one themselves. A session another tab has already ended (that tab's sign-in
 * replaced it, or its logout) is only left here: that tab has told the server. `heard`: the ends the
 * store has heard of (its per-store service).
 */
export function leaveForSession(
  dispatch: Dispatch,
  getState: () => unknown,
  send: RawSend,
  next: SignedInSession,
  heard: HeardEnds,
): void {
  const state = withAuth(getState());
  const current = selectSessionUser(state);
  if (!current || current.sessionId === next.user.sessionId) return;
  const secret = getConfig().secretKey;
  const endedElsewhere = endedSessionReason(current.sessionId, secret, heard);
  if (endedElsewhere) {
    heard.note(current.sessionId, endedElsewhere);
    if (current.id !== next.user.id) dispatch(signedOut());
  } else if (current.id !== next.user.id) {
    void endSession(dispatch, getState, send);
  } else {
    rememberEndedSession(current.sessionId, 'logout', secret);
    void tellServerSessionEnded(send, current, selectRefreshToken(state));
  }
}

/** Puts `next` in this tab, leaving its session first (`leaveForSession`): a tab that follows another's sign-in. */
export function switchSession(
  dispatch: Dispatch,
  getState: () => unknown,
  send: RawSend,
  next: SignedInSession,
  heard: HeardEnds,
): void {
  leaveForSession(dispatch, getState, send, next, heard);
  dispatch(signedIn(next));
}
