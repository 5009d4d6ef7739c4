import type { SessionUser } from '@/session/authSlice';

/** A signed-in Member as the store holds it (no network behind it); tests override what they test. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    accessToken: 'access',
    levelName: 'Member',
    subLevelId: 6,
    loginId: '010000001',
    id: 1001,
    sessionId: 'session-1',
    currency: 'USD',
    signedInAt: 1,
    ...overrides,
  };
}
