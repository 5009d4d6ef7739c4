import { initialAuthState, type AuthState } from '@/session/authSlice';
import { endedSessionReason } from '@/session/crossTab';
import { persistedAuthSchema } from '@/session/persistedAuth';
import type { PersistedMember } from '@/session/persistedMember';

/**
 * The session, kept in localStorage for every tab. A session that another tab has ended (its old state
 * may have been written back a moment before it heard) restores as signed out, the way it ended: an
 * expiry still shows the expiry notice on /login.
 */
export const authPersistence: PersistedMember<AuthState> = {
  member: 'auth',
  area: 'shared',
  schema: persistedAuthSchema,
  initialState: initialAuthState,
  reconcile(auth, { secret }) {
    const ended = auth.user ? endedSessionReason(auth.user.sessionId, secret) : null;
    return ended ? { ...initialAuthState, expired: ended === 'expired' } : auth;
  },
};
