import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@/api/api';
import { detachedSend } from '@/api/baseQuery';
import { httpStatusOf, serverReasonOf } from '@/api/errors';
import { anyEnvelope } from '@/api/envelope';
import { OAUTH_TOKEN_PATH } from '@/api/paths';
import { getConfig } from '@/config/env';
import { logger } from '@/lib/logger';
import { ACTIVE, GATED_GAME_ID, gamesAnswer, loginAnswer } from '@/features/auth/authSchemas';
import { createDeviceInfo } from '@/features/auth/deviceInfo';
import { endSession, leaveForSession, logoutCall, switchSession } from '@/features/auth/sessionEnd';
import {
  endedSessionReason,
  heardEndsOf,
  readNewestSignIn,
  writeNewestSignIn,
  type SignedInSession,
} from '@/session/crossTab';
import { selectRefreshToken, selectSessionUser, signedIn, withAuth } from '@/session/authSlice';

export interface Credentials {
  phoneNumber: string;
  password: string;
}

/**
 * Why a login did not succeed: the two cases of spec §8, and two answers the spec does not show
 * (docs/api.md): an account its agent set inactive, and a request too large for the server.
 */
export type LoginFailure = 'no-permission' | 'failed' | 'inactive' | 'too-long';

/** What the token call's refusal says: an inactive account and a too large request have their own words. */
function tokenRefusal(error: FetchBaseQueryError): LoginFailure {
  const status = httpStatusOf(error);
  if (status === 413) return 'too-long';
  if (status === 403 && serverReasonOf(error) === 'ACCOUNT_INACTIVE') return 'inactive';
  return 'failed';
}

const loginFailure = (kind: LoginFailure): { error: FetchBaseQueryError } => ({
  error: { status: 'CUSTOM_ERROR', error: kind },
});

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec §4/§5: token request, then the game gate. Tokens go straight into the auth slice; the
     * mutation's own result holds only the level, so no token or password stays in the api cache.
     */
    login: build.mutation<{ levelName: string }, Credentials>({
      async queryFn({ phoneNumber, password }, queryApi, _extra, baseQuery) {
        const { dispatch, getState } = queryApi;
        const device = createDeviceInfo();
        const tokenResult = await baseQuery({
          url: OAUTH_TOKEN_PATH,
          method: 'POST',
          body: { phoneNumber, password, deviceToken: device },
        });
        if (tokenResult.error) return loginFailure(tokenRefusal(tokenResult.error));
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
        // A session still here (a submit before the stored one was restored, or another tab's sign-in
        // this tab followed meanwhile) is ended first, so the tabs that follow this sign-in find it ended
        // and leave it without a second logout.
        leaveForSession(dispatch, getState, detachedSend(queryApi), session, heardEndsOf(queryApi));
        // One session per browser: from here on no other tab writes its state over this one, and
        // the other tabs follow it (docs/architecture.md).
        writeNewestSignIn(session, secret);
        dispatch(signedIn(session));
        return { data: { levelName: account.levelName } };
      },
    }),

    /**
     * Another tab signed in (docs/architecture.md, "One session per browser"): this tab takes that
     * session. It reads it from the sealed key itself, so no token is an argument kept in the api cache.
     * A sign-in older than this tab's live one, or one that has ended since, is not taken: a tab that
     * read the key stale wrote it back over a newer one, so this tab puts its own back and the other
     * tabs follow that instead. A session of this tab that another tab has ended is only left here.
     */
    followNewestSignIn: build.mutation<null, void>({
      queryFn(_arg, queryApi) {
        const { dispatch, getState } = queryApi;
        const secret = getConfig().secretKey;
        const newest = readNewestSignIn(secret);
        const state = withAuth(getState());
        const current = selectSessionUser(state);
        if (!newest || newest.user.sessionId === current?.sessionId) return { data: null };
        const heard = heardEndsOf(queryApi);
        const newestEnded = endedSessionReason(newest.user.sessionId, secret, heard) !== null;
        const currentLive = current !== null && endedSessionReason(current.sessionId, secret, heard) === null;
        if (currentLive && (newestEnded || newest.user.signedInAt < current.signedInAt)) {
          const refreshToken = selectRefreshToken(state);
          if (refreshToken) writeNewestSignIn({ user: current, refreshToken }, secret);
          return { data: null };
        }
        if (!newestEnded) switchSession(dispatch, getState, detachedSend(queryApi), newest, heard);
        return { data: null };
      },
    }),

    /** Spec §4: clear the stored session first, then tell the server; its answer is ignored. */
    logout: build.mutation<null, void>({
      async queryFn(_arg, queryApi) {
        const { dispatch, getState } = queryApi;
        await endSession(dispatch, getState, detachedSend(queryApi));
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
