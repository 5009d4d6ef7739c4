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

/** The server's error shape (docs/api.md): `{ code, message, reason }`. */
export function serverReasonOf(error: FetchBaseQueryError | undefined): string | null {
  if (!error || typeof error.status !== 'number') return null;
  const data = error.data as { reason?: unknown } | undefined;
  return typeof data?.reason === 'string' ? data.reason : null;
}
