import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import * as z from 'zod/mini';
import { envelope } from '@/api/envelope';
import { httpStatusOf } from '@/api/errors';
import { OAUTH_REFRESH_PATH } from '@/api/paths';

const refreshAnswer = envelope(
  z.object({
    accessToken: z.string().check(z.minLength(1)),
    refreshToken: z.optional(z.string().check(z.minLength(1))),
  }),
);

export type RefreshOutcome =
  | { ok: true; accessToken: string; refreshToken?: string }
  | { ok: false; reason: 'rejected' | 'invalid-answer' | 'network' };

type RawResult = QueryReturnValue<unknown, FetchBaseQueryError, unknown>;
/** One request without the refresh-and-retry layer: the raw base query, or a self-authenticated endpoint's. */
export type RawSend = (args: FetchArgs) => RawResult | PromiseLike<RawResult>;

/**
 * POST /api/oauth/refresh (spec §7). Made by the base query itself (and by logout), not through an
 * endpoint, so the tokens never enter the RTK Query cache, and so its own 401 can never start another
 * refresh.
 */
export async function callRefresh(send: RawSend, refreshToken: string): Promise<RefreshOutcome> {
  const result = await send({ url: OAUTH_REFRESH_PATH, method: 'POST', body: { refreshToken } });
  if (result.error) {
    // Any answer from the server refuses the refresh; only no answer at all may keep the session.
    return { ok: false, reason: httpStatusOf(result.error) === undefined ? 'network' : 'rejected' };
  }
  const parsed = refreshAnswer.safeParse(result.data);
  if (!parsed.success || parsed.data.code !== '200') return { ok: false, reason: 'invalid-answer' };
  const { accessToken, refreshToken: rotated } = parsed.data.data;
  return rotated ? { ok: true, accessToken, refreshToken: rotated } : { ok: true, accessToken };
}
