import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  failureOutcomeOf,
  httpStatusOf,
  invalidAnswerError,
  isRefusalStatus,
  notAuthenticatedError,
  REFUSED_AT_SESSION_END,
  refusedAtSessionEnd,
  serverReasonOf,
} from '@/api/errors';

const htmlPage = (status: number): FetchBaseQueryError => ({
  status: 'PARSING_ERROR',
  originalStatus: status,
  data: `<html>${status}</html>`,
  error: 'SyntaxError: Unexpected token < in JSON',
});

describe('isRefusalStatus: a definite no, the request was not carried out', () => {
  it.each([400, 401, 403, 404, 409, 422, 499])('%s is a refusal', (status) => {
    expect(isRefusalStatus(status)).toBe(true);
  });

  it.each([
    [399, 'not an error'],
    [408, 'a timeout: try again later'],
    [429, 'too many requests: try again later'],
    [500, 'a server failure'],
    [503, 'a server failure'],
    [undefined, 'no answer at all'],
  ])('%s is not (%s)', (status, _why) => {
    expect(isRefusalStatus(status)).toBe(false);
  });
});

describe('failureOutcomeOf: may a failed transfer or create have been carried out?', () => {
  const refused: [string, FetchBaseQueryError | SerializedError][] = [
    [
      'a 400 VALIDATION_ERROR',
      { status: 400, data: { code: '400', message: 'Bad amount', reason: 'VALIDATION_ERROR' } },
    ],
    ['a 403 without a reason', { status: 403, data: null }],
    ["a gateway's 403 page that is not JSON", htmlPage(403)],
    ['a call never sent: no session', notAuthenticatedError],
    [
      "a call answered 401 whose session's refresh was then refused",
      { name: 'AbortError', message: REFUSED_AT_SESSION_END },
    ],
  ];
  it.each(refused)('refused (nothing was done, it may be corrected and sent again): %s', (_what, error) => {
    expect(failureOutcomeOf(error)).toBe('refused');
  });

  const unknown: [string, FetchBaseQueryError | SerializedError | undefined][] = [
    ['a dropped connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a timeout of the fetch', { status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' }],
    ['a 500', { status: 500, data: { code: '500', reason: 'INTERNAL_ERROR' } }],
    ["a gateway's 502 page", htmlPage(502)],
    ["a captive portal's 200 page", htmlPage(200)],
    ['a 408', { status: 408, data: null }],
    ['a 429', { status: 429, data: null }],
    ['a 2xx answer the app cannot read', invalidAnswerError('data.createdAt: expected number')],
    [
      'an error thrown in the app',
      { name: 'TypeError', message: "Cannot read properties of undefined ('id')" },
    ],
    ['a call aborted for another reason', { name: 'AbortError', message: 'Aborted' }],
    ['no error at all', undefined],
  ];
  it.each(unknown)('unknown (it may have been done: not to be sent again as is): %s', (_what, error) => {
    expect(failureOutcomeOf(error)).toBe('unknown');
  });
});

describe('reading a failed call', () => {
  it('takes the HTTP status also from an answer that is not JSON, and none from no answer', () => {
    expect(httpStatusOf({ status: 404, data: null })).toBe(404);
    expect(httpStatusOf(htmlPage(401))).toBe(401);
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBeUndefined();
    expect(httpStatusOf(notAuthenticatedError)).toBeUndefined();
    expect(httpStatusOf(undefined)).toBeUndefined();
  });

  it("takes the server's reason only from its own error shape", () => {
    expect(serverReasonOf({ status: 400, data: { code: '400', reason: 'PHONE_TAKEN' } })).toBe('PHONE_TAKEN');
    expect(serverReasonOf({ status: 400, data: { reason: 7 } })).toBeNull();
    expect(serverReasonOf({ status: 400, data: null })).toBeNull();
    expect(serverReasonOf(htmlPage(400))).toBeNull();
    expect(serverReasonOf(undefined)).toBeNull();
    expect(serverReasonOf({ name: 'AbortError', message: 'Aborted' })).toBeNull();
  });

  it('tells a call refused at the end of its session from any other aborted call', () => {
    expect(refusedAtSessionEnd({ name: 'AbortError', message: REFUSED_AT_SESSION_END })).toBe(true);
    expect(refusedAtSessionEnd({ name: 'AbortError', message: 'Aborted' })).toBe(false);
    expect(refusedAtSessionEnd({ status: 'CUSTOM_ERROR', error: REFUSED_AT_SESSION_END })).toBe(false);
    expect(refusedAtSessionEnd(undefined)).toBe(false);
  });
});
