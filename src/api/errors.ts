import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Spec §8: the error a call that needs a token raises when there is none. */
export const NOT_AUTHENTICATED = 'User not authenticated';

export const notAuthenticatedError: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: NOT_AUTHENTICATED,
};

export function invalidAnswerError(detail: string): FetchBaseQueryError {
  return { status: 'CUSTOM_ERROR', error: `Invalid answer from the server: ${detail}` };
}

/**
 * The HTTP status of a failed call, also when its body was not JSON (a gateway's or proxy's HTML
 * error page: fetchBaseQuery calls that a PARSING_ERROR and keeps the status aside); undefined when
 * no answer came at all.
 */
export function httpStatusOf(error: FetchBaseQueryError | undefined): number | undefined {
  if (!error) return undefined;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

/**
 * The reason in the server's error shape (docs/api.md): `{ code, message, reason }`. Takes any failure
 * a hook or `unwrap` gives, so call sites need not tell an answer from a thrown or aborted call first.
 */
export function serverReasonOf(error: FetchBaseQueryError | SerializedError | undefined): string | null {
  if (!error || !('status' in error) || typeof error.status !== 'number') return null;
  const data = error.data as { reason?: unknown } | undefined;
  return typeof data?.reason === 'string' ? data.reason : null;
}

/**
 * The abort reason of a request the server answered 401 whose token refresh was then refused: the
 * session ends (and dropping its cache aborts every request still running), but this one was refused,
 * not carried out (baseQuery.ts).
 */
export const REFUSED_AT_SESSION_END = 'Refused: the session ended';

/** A request settled by REFUSED_AT_SESSION_END (RTK Query gives an aborted call's reason as the message). */
export function refusedAtSessionEnd(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return !!error && !('status' in error) && error.message === REFUSED_AT_SESSION_END;
}

/**
 * A definite no: a 4xx other than 408 (timeout) and 429 (too many requests), with or without a reason.
 * The server looked at the request and did not carry it out.
 */
export function isRefusalStatus(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * What a failed call says about its request, for calls that must not be carried out twice.
 * - `refused`: the server answered a refusal status (also as a gateway's page that is not JSON), the
 *   call was never sent (no session), or it was answered 401 and its session then ended
 *   (REFUSED_AT_SESSION_END). Nothing was done; the same request may be corrected and sent again.
 * - `unknown`: no answer (a dropped connection), a 5xx, 408, 429, a 2xx answer the app cannot read, or an
 *   error thrown in the app. The server may have carried it out: sending it again may do it twice.
 */
export function failureOutcomeOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): 'refused' | 'unknown' {
  if (refusedAtSessionEnd(error)) return 'refused';
  if (!error || !('status' in error)) return 'unknown';
  if (error.status === 'CUSTOM_ERROR' && error.error === NOT_AUTHENTICATED) return 'refused';
  return isRefusalStatus(httpStatusOf(error)) ? 'refused' : 'unknown';
}
