/** Machine-readable reasons of error answers (docs/api.md "Error reasons"). */
export type ErrorReason =
  | 'MALFORMED_JSON'
  | 'VALIDATION_ERROR'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_INACTIVE'
  | 'TOKEN_MISSING'
  | 'TOKEN_MALFORMED'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_REVOKED'
  | 'REFRESH_INVALID'
  | 'REFRESH_EXPIRED'
  | 'REFRESH_REUSED'
  | 'FORBIDDEN'
  | 'ACCOUNT_NOT_FOUND'
  | 'PHONE_TAKEN'
  | 'GAME_NOT_FOUND'
  | 'GAME_INACTIVE'
  | 'BETTING_CLOSED'
  | 'STALE_ROUND'
  | 'ROUND_NOT_OPEN'
  | 'DUPLICATE_SYMBOL'
  | 'STAKE_BELOW_MIN'
  | 'STAKE_ABOVE_MAX'
  | 'ROUND_LIMIT_EXCEEDED'
  | 'INSUFFICIENT_BALANCE'
  | 'AMOUNT_TOO_LARGE'
  | 'IDEMPOTENCY_CONFLICT'
  | 'UNKNOWN_REQUEST'
  | 'ORIGIN_NOT_ALLOWED'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'SIMULATED_FAILURE'
  | 'INTERNAL_ERROR';

/** A refusal that becomes an error answer `{ code, message, reason, data: null }`. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly reason: ErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'SimError';
  }
}
