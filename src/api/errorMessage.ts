import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { httpStatusOf, NOT_AUTHENTICATED, refusedAtSessionEnd, serverReasonOf } from '@/api/errors';

/** Server reasons (docs/api.md) that a person can act on, each with its own message. */
const KNOWN_REASONS = [
  'INSUFFICIENT_BALANCE',
  'AMOUNT_TOO_LARGE',
  'PHONE_TAKEN',
  'FORBIDDEN',
  'ACCOUNT_NOT_FOUND',
  'VALIDATION_ERROR',
] as const;

/**
 * The translation key (under `apiError`) for a failed call: a known server reason, no connection, a
 * server out of reach, a bad answer, no session, or a generic failure. Never throws, whatever the error looks like.
 */
export function errorMessageKey(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (refusedAtSessionEnd(error)) return 'apiError.notAuthenticated';
  if (!error || !('status' in error)) return 'apiError.generic';
  const reason = serverReasonOf(error);
  if (reason && (KNOWN_REASONS as readonly string[]).includes(reason)) return `apiError.${reason}`;
  // A 401 that reaches a screen left the session signed in: no token the server takes could be had
  // (the refresh got no answer, or waits out its pause), so to the member the server is out of reach.
  if (httpStatusOf(error) === 401) return 'apiError.unreachable';
  if (error.status === 'FETCH_ERROR') return 'apiError.network';
  if (error.status === 'PARSING_ERROR') return 'apiError.invalidAnswer';
  if (error.status === 'CUSTOM_ERROR') {
    if (error.error === NOT_AUTHENTICATED) return 'apiError.notAuthenticated';
    if (error.error.startsWith('Invalid answer')) return 'apiError.invalidAnswer';
  }
  return 'apiError.generic';
}
