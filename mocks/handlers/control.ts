import { http, type HttpHandler } from 'msw';
import * as z from 'zod';
import type { SimulatorControl } from '../control';
import { SimError } from '../domain/errors';
import { ok } from '../http/envelope';
import { requestOriginVerdict } from '../http/origin';
import { readJson } from '../http/readBody';
import { answerError } from '../http/route';
import { validate } from '../http/validate';

/** Control paths, outside /api: never counted, never affected by scenarios. */
export const CONTROL_PATHS = {
  state: '/__sim/state',
  reset: '/__sim/reset',
  scenario: '/__sim/scenario',
  clock: '/__sim/clock',
  callsReset: '/__sim/calls/reset',
} as const;

const ms = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600 * 1000);
const target = z.object({
  accountId: z.number().int().positive().optional(),
  loginId: z.string().max(40).optional(),
});

const scenarioBody = z.object({
  latencyMs: ms.optional(),
  serverError: z.boolean().optional(),
  dropConnection: z.boolean().optional(),
  failAllRefresh: z.boolean().optional(),
  failNextRefresh: z.boolean().optional(),
  refreshFails5xx: z.boolean().optional(),
  always401Paths: z.array(z.string().max(200).startsWith('/api/')).max(50).optional(),
  timing: z
    .object({ bettingMs: ms.min(1).optional(), shakeMs: ms.optional(), resultMs: ms.min(1).optional() })
    .optional(),
  expireAccess: target.optional(),
  gameStatus: target.extend({ status: z.enum(['ACT', 'INA']) }).optional(),
});

const clockBody = z.object({
  advanceMs: ms.optional(),
  skipTo: z.enum(['BETTING', 'CLOSED', 'RESULT']).optional(),
});

const MAX_CONTROL_BODY = 16 * 1024;

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  return text.trim() === '' ? {} : readJson(request, MAX_CONTROL_BODY);
}

/**
 * The control API can reset the simulator and read every balance and session, so only the simulator's
 * own pages and the configured app origins may call it, and a write must say it is JSON: a form or a
 * `text/plain` fetch from another site (no preflight) cannot be one.
 */
function checkCaller(request: Request, appOrigins: readonly string[]): void {
  if (requestOriginVerdict(request, appOrigins) === 'foreign') {
    throw new SimError(403, 'ORIGIN_NOT_ALLOWED', "The control API answers only the simulator's own pages");
  }
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new SimError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A control call needs Content-Type: application/json');
  }
}

export function controlHandlers(
  control: SimulatorControl,
  appOrigins: readonly string[] = [],
): HttpHandler[] {
  const guarded =
    (work: (request: Request) => Promise<unknown>) =>
    async ({ request }: { request: Request }) => {
      try {
        checkCaller(request, appOrigins);
        return ok(await work(request), control.now());
      } catch (error) {
        return answerError(error, control.now());
      }
    };

  return [
    http.get(
      `*${CONTROL_PATHS.state}`,
      guarded(async () => control.state()),
    ),

    http.post(
      `*${CONTROL_PATHS.reset}`,
      guarded(async () => {
        control.reset();
        return control.state();
      }),
    ),

    http.post(
      `*${CONTROL_PATHS.scenario}`,
      guarded(async (request) => {
        const { timing, expireAccess, gameStatus, ...switches } = validate(
          scenarioBody,
          await bodyOf(request),
        );
        const expired = expireAccess === undefined ? null : control.expireAccessTokens(expireAccess);
        if (gameStatus !== undefined) control.setGameStatus(gameStatus, gameStatus.status);
        if (timing !== undefined) control.setTiming(timing);
        const defined = Object.fromEntries(Object.entries(switches).filter(([, v]) => v !== undefined));
        control.setScenario(defined);
        return { ...control.state(), expiredSessions: expired };
      }),
    ),

    http.post(
      `*${CONTROL_PATHS.clock}`,
      guarded(async (request) => {
        const body = validate(clockBody, await bodyOf(request));
        if (body.advanceMs !== undefined) control.advanceClock(body.advanceMs);
        if (body.skipTo !== undefined) control.skipTo(body.skipTo);
        return control.state();
      }),
    ),

    http.post(
      `*${CONTROL_PATHS.callsReset}`,
      guarded(async () => {
        control.resetCalls();
        return control.state();
      }),
    ),

    http.all(
      '*/__sim/*',
      guarded(async (request) => {
        throw new SimError(
          404,
          'NOT_FOUND',
          `No control call ${request.method} ${new URL(request.url).pathname}`,
        );
      }),
    ),
  ];
}
