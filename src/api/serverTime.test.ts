import { serverTimeOf } from '@/api/serverTime';

describe("an answer's server time", () => {
  it('is read from the body when it is a time', () => {
    const at = Date.UTC(2026, 11, 2, 9, 0, 0);
    expect(serverTimeOf({ code: '200', data: null, serverTime: at })).toBe(at);
  });

  it.each([
    ['absent', { code: '200', data: null }],
    ['a string', { serverTime: '1796204298062' }],
    ['not a number', { serverTime: Number.NaN }],
    ['in seconds', { serverTime: 1796204298 }],
    ['centuries ahead', { serverTime: Date.UTC(2300, 0, 1) }],
    ['a body that is not an object', 'OK'],
    ['no body', undefined],
  ])('teaches nothing when it is %s', (_name, body) => {
    expect(serverTimeOf(body)).toBeUndefined();
  });
});
