/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { SimError } from './errors';
import { SessionStore } from './sessions';

function store(graceMs = 10_000) {
  const clock = { now: 1_000_000 };
  const sessions = new SessionStore(
    () => ({ accessTtlS: 900, refreshTtlS: 3600, refreshGraceMs: graceMs }),
    () => clock.now,
    (n) => new Uint8Array(randomBytes(n)),
  );
  return { clock, sessions };
}

function reasonOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof SimError) return error.reason;
    throw error;
  }
  return 'none';
}

describe('sessions', () => {
  it('issues opaque tokens and expires access after its TTL', () => {
    const { clock, sessions } = store();
    const { tokens } = sessions.signIn(1);
    expect(tokens.accessToken).toMatch(/^at_[\w-]{43}$/);
    expect(tokens.refreshToken).toMatch(/^rt_[\w-]{43}$/);
    expect(sessions.check(tokens.accessToken).ok).toBe(true);
    clock.now += 900_000 - 1;
    expect(sessions.check(tokens.accessToken).ok).toBe(true);
    clock.now += 1;
    expect(sessions.check(tokens.accessToken)).toEqual({ ok: false, reason: 'TOKEN_EXPIRED' });
  });

  it('names missing, malformed and unknown tokens', () => {
    const { sessions } = store();
    expect(sessions.check(null)).toEqual({ ok: false, reason: 'TOKEN_MISSING' });
    expect(sessions.check('abc')).toEqual({ ok: false, reason: 'TOKEN_MALFORMED' });
    expect(sessions.check(`at_${'A'.repeat(43)}`)).toEqual({ ok: false, reason: 'TOKEN_REVOKED' });
  });

  it('rotates refresh tokens; reuse after the grace window revokes the session', () => {
    const { clock, sessions } = store();
    const first = sessions.signIn(1).tokens;
    const second = sessions.rotate(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    clock.now += 10_001;
    expect(reasonOf(() => sessions.rotate(first.refreshToken))).toBe('REFRESH_REUSED');
    expect(sessions.check(second.accessToken)).toEqual({ ok: false, reason: 'TOKEN_REVOKED' });
    expect(reasonOf(() => sessions.rotate(second.refreshToken))).toBe('REFRESH_INVALID');
  });

  it('gives the same new pair to a reused token inside the grace window', () => {
    const { clock, sessions } = store();
    const first = sessions.signIn(1).tokens;
    const second = sessions.rotate(first.refreshToken);
    clock.now += 10_000;
    expect(sessions.rotate(first.refreshToken)).toEqual(second);
    expect(sessions.check(second.accessToken).ok).toBe(true);
  });

  it('never extends the absolute refresh lifetime', () => {
    const { clock, sessions } = store();
    let tokens = sessions.signIn(1).tokens;
    for (let i = 0; i < 5; i += 1) {
      clock.now += 700_000;
      tokens = sessions.rotate(tokens.refreshToken);
    }
    clock.now = 1_000_000 + 3_600_000;
    expect(reasonOf(() => sessions.rotate(tokens.refreshToken))).toBe('REFRESH_EXPIRED');
  });

  it('expires access tokens on demand, per account or all', () => {
    const { sessions } = store();
    const a = sessions.signIn(1).tokens;
    const b = sessions.signIn(2).tokens;
    expect(sessions.expireAccess(1)).toBe(1);
    expect(sessions.check(a.accessToken)).toEqual({ ok: false, reason: 'TOKEN_EXPIRED' });
    expect(sessions.check(b.accessToken).ok).toBe(true);
    expect(sessions.expireAccess()).toBe(2);
    expect(sessions.check(b.accessToken)).toEqual({ ok: false, reason: 'TOKEN_EXPIRED' });
  });
});
