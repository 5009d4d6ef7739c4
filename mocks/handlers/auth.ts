import type { HttpHandler } from 'msw';
import * as z from 'zod';
import { viewOf } from '../domain/accounts';
import { SimError } from '../domain/errors';
import { passwordMatches } from '../domain/password';
import type { SimContext } from '../http/context';
import { Reply } from '../http/envelope';
import { looseId, password, text } from '../http/fields';
import { authedPost, publicPost } from '../http/route';

export const AUTH_PATHS = {
  login: '/api/oauth/token',
  refresh: '/api/oauth/refresh',
  logout: '/api/oauth/logout',
} as const;

const deviceInfo = z.object({
  deviceToken: text(200).optional(),
  model: text(100).optional(),
  osType: text(100).optional(),
  osVersion: text(1000).optional(),
  imei: text(200).optional(),
  status: text(20).optional(),
  appVersion: text(50).optional(),
  sessionId: text(200).optional(),
});

const loginBody = z.object({ phoneNumber: text(40), password, deviceToken: deviceInfo });
const refreshBody = z.object({ refreshToken: text(200) });
const logoutBody = z.object({ userId: looseId.optional() });

function xsrfCookie(randomBytes: (n: number) => Uint8Array): string {
  return `XSRF-TOKEN=${Buffer.from(randomBytes(18)).toString('base64url')}; Path=/; SameSite=Strict`;
}

export function authHandlers(ctx: SimContext, randomBytes: (n: number) => Uint8Array): HttpHandler[] {
  return [
    publicPost(ctx, AUTH_PATHS.login, loginBody, ({ body, world }) => {
      const account = world.accounts.byPhoneNumber(body.phoneNumber);
      if (account === undefined || !passwordMatches(body.password, account.password)) {
        throw new SimError(401, 'INVALID_CREDENTIALS', 'Wrong phone number or password');
      }
      if (account.status !== 'ACT') throw new SimError(403, 'ACCOUNT_INACTIVE', 'This account is not active');
      const { tokens } = world.sessions.signIn(account.id);
      const view = viewOf(account);
      const data = {
        ...tokens,
        userInfo: {
          loginId: view.loginId,
          accounts: {
            id: view.id,
            levelName: view.levelName,
            subLevelId: view.subLevelId,
            currency: view.currency,
          },
        },
      };
      return new Reply(data, { 'Set-Cookie': xsrfCookie(randomBytes) });
    }),

    publicPost(ctx, AUTH_PATHS.refresh, refreshBody, ({ body, world }) => {
      // Before the refusals: a server failure says nothing about the token, and spends no "next".
      if (ctx.scenario.refreshFails5xx) {
        throw new SimError(500, 'SIMULATED_FAILURE', 'Simulated refresh failure (server error)');
      }
      if (ctx.scenario.failNextRefresh || ctx.scenario.failAllRefresh) {
        ctx.scenario.failNextRefresh = false;
        throw new SimError(401, 'REFRESH_INVALID', 'Simulated refresh failure');
      }
      return world.sessions.rotate(body.refreshToken);
    }),

    authedPost(ctx, AUTH_PATHS.logout, logoutBody, ({ world, caller }) => {
      world.sessions.revoke(caller.session.id);
      return null;
    }),
  ];
}
