import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod';
import type { AccountRecord } from '../domain/accounts';
import { SimError } from '../domain/errors';
import type { Session } from '../domain/sessions';
import type { World } from '../domain/world';
import type { SimContext } from './context';
import { fail, ok, Reply } from './envelope';
import { readJson } from './readBody';
import { validate } from './validate';

export interface Caller {
  readonly session: Session;
  readonly account: AccountRecord;
}

export interface CallInput<B> {
  readonly body: B;
  readonly request: Request;
  readonly world: World;
  readonly now: number;
}

export interface AuthedInput<B> extends CallInput<B> {
  readonly caller: Caller;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null || header.trim() === '') return null;
  const match = /^Bearer\s+(\S*)\s*$/i.exec(header);
  return match?.[1] ?? 'malformed';
}

function authenticate(request: Request, world: World): Caller {
  const check = world.sessions.check(bearerOf(request));
  if (!check.ok) {
    const messages = {
      TOKEN_MISSING: 'A Bearer access token is required',
      TOKEN_MALFORMED: 'The access token is malformed',
      TOKEN_EXPIRED: 'The access token has expired',
      TOKEN_REVOKED: 'The access token is no longer valid',
    } as const;
    throw new SimError(401, check.reason, messages[check.reason]);
  }
  const account = world.accounts.get(check.session.accountId);
  if (account === undefined) throw new SimError(401, 'TOKEN_REVOKED', 'The account no longer exists');
  return { session: check.session, account };
}

/** Turns a thrown value into the error shape; never lets an exception escape as a crash. */
export function answerError(error: unknown, serverTime: number): Response {
  if (error instanceof SimError) return fail(error.status, error.reason, error.message, serverTime);
  return fail(500, 'INTERNAL_ERROR', 'Unexpected simulator error', serverTime);
}

function answerData(result: unknown, serverTime: number): Response {
  return result instanceof Reply ? ok(result.data, serverTime, result.headers) : ok(result, serverTime);
}

/**
 * The pipeline of every /api call: count → latency → dropped connection / simulated 500 → a path set to
 * answer 401 whatever the token (when `auth`) → settle rounds up to now → Bearer check (when `auth`) → body (size, JSON, schema) → `run` → answer.
 */
async function pipeline<S extends z.ZodType>(
  ctx: SimContext,
  request: Request,
  schema: S,
  run: (input: CallInput<z.output<S>>, caller: Caller | null) => unknown,
  auth: boolean,
): Promise<Response> {
  ctx.calls.count(new URL(request.url).pathname);
  if (ctx.scenario.latencyMs > 0) await sleep(ctx.scenario.latencyMs);
  if (ctx.scenario.dropConnection) return HttpResponse.error();
  const serverTime = ctx.now();
  if (ctx.scenario.serverError) return fail(500, 'SIMULATED_FAILURE', 'Simulated server error', serverTime);
  try {
    if (auth && ctx.scenario.always401Paths.includes(new URL(request.url).pathname)) {
      throw new SimError(401, 'TOKEN_REVOKED', 'The access token is no longer valid');
    }
    const world = ctx.world();
    world.advance();
    const caller = auth ? authenticate(request, world) : null;
    const body = validate(schema, await readJson(request, ctx.settings.maxBodyBytes));
    // Time is read again after the body arrived: the check-and-act below is one synchronous step.
    const now = ctx.now();
    world.advance();
    return answerData(run({ body, request, world, now }, caller), now);
  } catch (error) {
    return answerError(error, ctx.now());
  }
}

/** A public POST /api call (login, refresh). */
export function publicPost<S extends z.ZodType>(
  ctx: SimContext,
  path: string,
  schema: S,
  run: (input: CallInput<z.output<S>>) => unknown,
): HttpHandler {
  return http.post(`*${path}`, ({ request }) => pipeline(ctx, request, schema, (input) => run(input), false));
}

/** A POST /api call that needs a valid Bearer access token. */
export function authedPost<S extends z.ZodType>(
  ctx: SimContext,
  path: string,
  schema: S,
  run: (input: AuthedInput<z.output<S>>) => unknown,
): HttpHandler {
  return http.post(`*${path}`, ({ request }) =>
    pipeline(
      ctx,
      request,
      schema,
      (input, caller) => {
        if (caller === null) throw new SimError(401, 'TOKEN_MISSING', 'A Bearer access token is required');
        return run({ ...input, caller });
      },
      true,
    ),
  );
}

/** Any other /api path or method: 404 in the error shape (still counted and subject to scenarios). */
export function unknownApi(ctx: SimContext): HttpHandler {
  return http.all('*/api/*', ({ request }) =>
    pipeline(
      ctx,
      request,
      z.unknown(),
      () => {
        throw new SimError(
          404,
          'NOT_FOUND',
          `No API call ${request.method} ${new URL(request.url).pathname}`,
        );
      },
      false,
    ),
  );
}
