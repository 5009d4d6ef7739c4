import { readXsrfToken } from '@/api/xsrf';

describe('readXsrfToken', () => {
  it('reads the XSRF-TOKEN cookie, decoded, among others', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readXsrfToken('a=1')).toBeNull();
  });

  // A cookie set for the parent domain by a sibling site, or by a server bug, must not stop every call
  // (login, refresh and logout included): the value is sent as it is, for the server to judge.
  it('sends a value it cannot decode as it is, instead of throwing', () => {
    expect(readXsrfToken('XSRF-TOKEN=%E0%A4%A')).toBe('%E0%A4%A');
    // "€" cannot go in a header (fetch would throw); the cookie's own text can.
    expect(readXsrfToken('XSRF-TOKEN=%E2%82%AC')).toBe('%E2%82%AC');
    expect(() => new Headers({ 'X-XSRF-TOKEN': readXsrfToken('XSRF-TOKEN=%E2%82%AC') ?? '' })).not.toThrow();
    // A raw "€" in the cookie itself: no form of it can be sent, so no header at all.
    expect(readXsrfToken('XSRF-TOKEN=€')).toBeNull();
  });
});
