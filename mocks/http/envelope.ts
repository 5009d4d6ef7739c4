import { HttpResponse } from 'msw';
import type { ErrorReason } from '../domain/errors';

export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly reason: ErrorReason;
  readonly data: null;
  readonly serverTime: number;
}

export function errorBody(
  status: number,
  reason: ErrorReason,
  message: string,
  serverTime: number,
): ErrorBody {
  return { code: String(status), message, reason, data: null, serverTime };
}

/** Success: HTTP 200 `{ code: "200", message: "OK", data, serverTime }`. */
export function ok(data: unknown, serverTime: number, headers?: HeadersInit): Response {
  return HttpResponse.json({ code: '200', message: 'OK', data, serverTime }, { status: 200, headers });
}

/** Error: HTTP status with `{ code: "<status>", message, reason, data: null, serverTime }`. */
export function fail(status: number, reason: ErrorReason, message: string, serverTime: number): Response {
  return HttpResponse.json(errorBody(status, reason, message, serverTime), { status });
}

/** A success answer with extra headers (e.g. Set-Cookie). */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly headers: HeadersInit,
  ) {}
}
