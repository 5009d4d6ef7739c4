import type { UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';
import { anyEnvelope } from '@/api/envelope';
import { httpStatusOf } from '@/api/errors';
import { OAUTH_LOGOUT_PATH, OAUTH_TOKEN_PATH } from '@/api/paths';
import { callRefresh, type RawSend } from '@/api/refreshCall';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { ACTIVE, GATED_GAME_ID, gamesAnswer, loginAnswer } from '@/features/auth/authSchemas';
import { createDeviceInfo } from '@/features/auth/deviceInfo';
import {
  broadcast,
  endedSessionReason,
  readNewestSignIn,
  rememberEndedSession,
  writeNewestSignIn,
  type SignedInSession,
} from '@/session/crossTab';
import {
  selectRefreshToken,
  selectSessionUser,
  signedIn,
  signedOut,
  withAuth,
  type SessionUser,
} from '@/session/authSlice';

export interface Credentials {
  phoneNumber: string;
  password: string;
}

/** Why a login did not succeed: the two cases of spec §8. */
export type LoginFailure = 'no-permission' | 'failed';

const loginFailure = (kind: LoginFailure): { error: FetchBaseQueryError } => ({
  error: { status: 'CUSTOM_ERROR', error: kind },
});

type Dispatch = (action: UnknownAction) => unknown;

/** POST /api/oauth/logout with the ending session's own token; its answer is the caller's to ignore. */
function logoutCall(send: RawSend, userId: number, accessToken: string) {
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
function endSession(dispatch: Dispatch, getState: () => unknown, send: RawSend): Promise<void> {
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
 * Puts `next` in this tab. Another account's session here ends first, exactly as a logout would (its
 * server call goes on in the background), so none of its draft, pending bet or cached data becomes
 * the next one's. The same account keeps its draft and pending bet; its older session is ended on the
 * server all the same (logout revokes the session of the token it carries, docs/api.md), without a
 * word to the other tabs, which follow the newer one themselves.
 */
function switchSession(
  dispatch: Dispatch,
  getState: () => unknown,
  send: RawSend,
  next: SignedInSession,
): void {
  const state = withAuth(getState());
  const current = selectSessionUser(state);
  if (current && current.id !== next.user.id) {
    void endSession(dispatch, getState, send);
  } else if (current && current.sessionId !== next.user.sessionId) {
    rememberEndedSession(current.sessionId, 'logout', getConfig().secretKey);
    void tellServerSessionEnded(send, current, selectRefreshToken(state));
  }
  dispatch(signedIn(next));
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec §4/§5: token request, then the game gate. Tokens go straight into the auth slice; the
     * mutation's own result holds only the level, so no token or password stays in the api cache.
     */
    login: build.mutation<{ levelName: string }, Credentials>({
      async queryFn({ phoneNumber, password }, { dispatch, getState }, _extra, baseQuery) {
        const device = createDeviceInfo();
        const tokenResult = await baseQuery({
          url: OAUTH_TOKEN_PATH,
          method: 'POST',
          body: { phoneNumber, password, deviceToken: device },
        });
        if (tokenResult.error) return loginFailure('failed');
        const token = loginAnswer.safeParse(tokenResult.data);
        if (!token.success) {
          // zod's issues name paths and expectations, never the values (no token reaches the log).
          logger.error('Invalid answer for login', token.error.issues);
          return loginFailure('failed');
        }
        if (!token.data.data) return loginFailure('no-permission');

        const { accessToken, refreshToken, userInfo } = token.data.data;
        const account = userInfo.accounts;
        // Refused after the server issued tokens: the session it opened is not left alive for its
        // 7 days (best effort, in the background).
        const refuse = (kind: LoginFailure) => {
          void logoutCall(baseQuery, account.id, accessToken);
          return loginFailure(kind);
        };
        if (token.data.code !== '200') return refuse('no-permission');
        const gamesResult = await baseQuery({
          url: getConfig().endpoints.getGame,
          method: 'POST',
          body: { accountId: account.id, gameId: GATED_GAME_ID },
          headers: { Authorization: `Bearer ${accessToken}` },
        });
        if (gamesResult.error) return refuse('failed');
        const games = gamesAnswer.safeParse(gamesResult.data);
        if (!games.success) {
          logger.error('Invalid answer for the games check at login', games.error.issues);
          return refuse('failed');
        }
        const active = games.data.data.some((game) => game.id === GATED_GAME_ID && game.status === ACTIVE);
        if (games.data.code !== '200' || !active) return refuse('no-permission');

        const secret = getConfig().secretKey;
        // Which of two sign-ins is the newer must not depend on the clock alone: one stepped back
        // between them would make the later one look older, and the other tabs keep the newer one
        // (followNewestSignIn). So it is always above the sign-in it replaces, a generation in effect.
        const signedInAt = Math.max(Date.now(), (readNewestSignIn(secret)?.user.signedInAt ?? 0) + 1);
        const session: SignedInSession = {
          user: {
            accessToken,
            levelName: account.levelName,
            subLevelId: account.subLevelId ?? null,
            loginId: userInfo.loginId,
            id: account.id,
            sessionId: device.sessionId,
            currency: account.currency ?? 'USD',
            signedInAt,
          },
          refreshToken,
        };
        // One session per browser: from here on no other tab writes its state over this one, and
        // the other tabs follow it (docs/architecture.md).
        writeNewestSignIn(session, secret);
        // A session still here (a submit before the stored one was restored) is replaced.
        switchSession(dispatch, getState, baseQuery, session);
        return { data: { levelName: account.levelName } };
      },
    }),

    /**
     * Another tab signed in (docs/architecture.md, "One session per browser"): this tab takes that
     * session. It reads it from the sealed key itself, so no token is an argument kept in the api cache.
     * A sign-in older than this tab's own is not taken: a tab that read the key stale wrote it back
     * over this newer one, so this tab puts its own back and the other tabs follow that instead.
     */
    followNewestSignIn: build.mutation<null, void>({
      queryFn(_arg, { dispatch, getState }, _extra, baseQuery) {
        const secret = getConfig().secretKey;
        const newest = readNewestSignIn(secret);
        const state = withAuth(getState());
        const current = selectSessionUser(state);
        if (!newest || newest.user.sessionId === current?.sessionId) return { data: null };
        if (current && newest.user.signedInAt < current.signedInAt) {
          const refreshToken = selectRefreshToken(state);
          if (refreshToken && !endedSessionReason(current.sessionId, secret)) {
            writeNewestSignIn({ user: current, refreshToken }, secret);
          }
          return { data: null };
        }
        if (!endedSessionReason(newest.user.sessionId, secret)) {
          switchSession(dispatch, getState, baseQuery, newest);
        }
        return { data: null };
      },
    }),

    /** Spec §4: clear the stored session first, then tell the server; its answer is ignored. */
    logout: build.mutation<null, void>({
      async queryFn(_arg, { dispatch, getState }, _extra, baseQuery) {
        await endSession(dispatch, getState, baseQuery);
        return { data: null };
      },
    }),

    /** Spec §7 heartbeat: keeps the server's view of the session alive (see useHeartbeat). */
    heartbeat: build.mutation<null, { accountId: number; sessionId: string }>({
      query: (body) => ({ url: getConfig().endpoints.heartbeat, method: 'POST', body }),
      rawResponseSchema: anyEnvelope,
      transformResponse: () => null,
    }),
  }),
});

export const { useLogoutMutation } = authApi;
