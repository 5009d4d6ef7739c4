import * as z from 'zod/mini';
import { anyCodeEnvelope, envelope, unwrap } from '@/api/envelope';

const account = envelope(z.object({ id: z.number(), balance: z.number() }));
const data = { id: 1001, balance: 100000 };

describe('envelope: a success answer is { code: "200", message, data, serverTime } (docs/api.md)', () => {
  it('accepts a whole answer, and unwraps it to its data', () => {
    const parsed = account.safeParse({ code: '200', message: 'OK', data, serverTime: 1_700_000_000_000 });
    expect(parsed.success && unwrap(parsed.data)).toEqual(data);
  });

  it('accepts an answer without message or serverTime', () => {
    expect(account.safeParse({ code: '200', data }).success).toBe(true);
  });

  // A proxy or a server bug: undefined would reach the cache, and a screen would stay blank instead of
  // showing the invalid-answer error with a retry.
  it('refuses a 200 answer without data', () => {
    expect(account.safeParse({ code: '200', message: 'OK', serverTime: 1 }).success).toBe(false);
    expect(account.safeParse({ code: '200', data: null }).success).toBe(false);
  });

  it('refuses data that does not match its schema', () => {
    expect(account.safeParse({ code: '200', data: { ...data, balance: '1000.00' } }).success).toBe(false);
  });

  it('refuses another code, even with whole data (a server that says no in the body)', () => {
    expect(account.safeParse({ code: '403', message: 'Forbidden', data }).success).toBe(false);
    expect(account.safeParse({ code: 200, data }).success).toBe(false);
  });

  it('refuses a message or a serverTime of another type', () => {
    expect(account.safeParse({ code: '200', message: 7, data }).success).toBe(false);
    expect(account.safeParse({ code: '200', data, serverTime: '2024-01-01' }).success).toBe(false);
  });
});

describe('anyCodeEnvelope: for the login flow, which reads the code itself', () => {
  const games = anyCodeEnvelope(z.array(z.object({ id: z.number(), status: z.string() })));

  it('accepts any code, so the flow can read a refusal', () => {
    expect(games.safeParse({ code: '500', data: [{ id: 2, status: 'ACT' }] }).success).toBe(true);
  });

  it('still refuses an answer without data', () => {
    expect(games.safeParse({ code: '200', message: 'OK' }).success).toBe(false);
  });
});
