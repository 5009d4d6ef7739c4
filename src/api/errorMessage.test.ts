import { errorMessageKey } from '@/api/errorMessage';
import { REFUSED_AT_SESSION_END } from '@/api/errors';

describe('errorMessageKey', () => {
  it.each([
    ['a JSON 401', { status: 401, data: { code: '401', reason: 'TOKEN_EXPIRED' } }],
    ["a gateway's 401 page", { status: 'PARSING_ERROR', originalStatus: 401, data: '<html>', error: 'x' }],
  ] as const)('says the server cannot be reached for %s that reaches a screen', (_what, error) => {
    expect(errorMessageKey(error)).toBe('apiError.unreachable');
  });

  it('keeps its other messages', () => {
    expect(errorMessageKey({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('apiError.network');
    expect(errorMessageKey({ status: 500, data: null })).toBe('apiError.generic');
    expect(errorMessageKey({ name: 'AbortError', message: REFUSED_AT_SESSION_END })).toBe(
      'apiError.notAuthenticated',
    );
  });
});
