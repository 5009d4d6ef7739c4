import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import * as z from 'zod/mini';
import { envelope } from '@/api/envelope';
import { httpStatusOf, isRefusalStatus } from '@/api/errors';
import { OAUTH_REFRESH_PATH } from '@/api/paths';

const refreshAnswer = envelope(
  z.object({
    accessToken: z.string().check(z.minLength(1)),
    // Spec §7 promises only the access token: a server that does not rotate may send the field empty
    // or null, which means "keep the one you have", not a refusal.
    refreshToken: z.optional(z.nullable(z.string())),
  }),
);

export type RefreshOutcome =
  | { ok: true; accessToken: string; refreshToken?: string }
  | { ok: false; reason: 'rejected' | 'unavailable' };

type RawResult = QueryReturnValue<unknown, FetchBaseQueryError, unknown>;
/** One request without the refresh-and-retry layer: the raw base query, or a self-authenticated endpoint's. */
export type RawSend = (args: FetchArgs) => RawResult | PromiseLike<RawResult>;

const codedAnswer = z.object({ code: z.string() });

/**
 * A 2xx that is not a token: the API's envelope saying no in its body (a refusal code such as "401")
 * ends the session like a 4xx; anything else — a captive portal's JSON, half an answer — says nothing
 * about the token, and the session is kept for the next try.
 */
function refusedInBody(body: unknown): boolean {
  const coded = codedAnswer.safeParse(body);
  return coded.success && /^\d{3}$/.test(coded.data.code) && isRefusalStatus(Number(coded.data.code));
}

/**
 * POST /api/oauth/refresh (spec §7). Made by the base query itself (and by logout), not through an
 * endpoint, so the tokens never enter the RTK Query cache, and so its own 401 can never start another
 * refresh.
 */
export async function callRefresh(send: RawSend, refreshToken: string): Promise<RefreshOutcome> {
  const result = await send({ url: OAUTH_REFRESH_PATH, method: 'POST', body: { refreshToken } });
  if (result.error) {
    // Only a refusal about the token itself (a 4xx) ends the session. No answer, a server failure (5xx,
    // 408, 429) or a page that is not the API's (a gateway's HTML error page, a captive portal's 200)
    // says nothing about the token: the session is kept for the next try.
    return { ok: false, reason: isRefusalStatus(httpStatusOf(result.error)) ? 'rejected' : 'unavailable' };
  }
  const parsed = refreshAnswer.safeParse(result.data);
  if (!parsed.success) return { ok: false, reason: refusedInBody(result.data) ? 'rejected' : 'unavailable' };
  const { accessToken, refreshToken: rotated } = parsed.data.data;
  return rotated ? { ok: true, accessToken, refreshToken: rotated } : { ok: true, accessToken };
}
