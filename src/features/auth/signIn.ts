import type { AppDispatch } from '@/app/hooks';
import { selectSessionUser, withAuth, type SessionUser } from '@/session/authSlice';
import { authApi, type Credentials, type LoginFailure } from '@/features/auth/authApi';

export type SignInOutcome = { ok: true; levelName: string } | { ok: false; failure: LoginFailure };

const FAILURES: readonly LoginFailure[] = ['no-permission', 'failed', 'inactive', 'too-long'];

function failureOf(error: unknown): LoginFailure {
  const kind = (error as { error?: unknown } | undefined)?.error;
  return FAILURES.find((failure) => failure === kind) ?? 'failed';
}

const isAbort = (error: unknown) => (error as { name?: unknown } | undefined)?.name === 'AbortError';

const signedInSince = (user: SessionUser | null, startedAt: number): user is SessionUser =>
  user !== null && user.signedInAt >= startedAt;

/**
 * The login call for a form that renders before the store exists (the login screen is phase one of the
 * boot): the same RTK Query mutation a hook would run, dispatched once the store is there.
 */
export async function signIn(dispatch: AppDispatch, credentials: Credentials): Promise<SignInOutcome> {
  const startedAt = Date.now();
  const request = dispatch(authApi.endpoints.login.initiate(credentials));
  try {
    const { levelName } = await request.unwrap();
    return { ok: true, levelName };
  } catch (error) {
    // A sign-in over another account's session ends that session, and the end drops the api cache:
    // RTK Query aborts every mutation still running then, this one too, just as it signed in. What
    // counts is the session it left in the store.
    const user = dispatch((_, getState) => selectSessionUser(withAuth(getState())));
    if (isAbort(error) && signedInSince(user, startedAt)) return { ok: true, levelName: user.levelName };
    return { ok: false, failure: failureOf(error) };
  } finally {
    // The password is not kept: the mutation's arguments leave the api cache with it.
    request.reset();
  }
}

/** The login bound to one store: what the session runtime hands the login screen (SessionRuntime.signIn). */
export function signInOn(dispatch: AppDispatch): (credentials: Credentials) => Promise<SignInOutcome> {
  return (credentials) => signIn(dispatch, credentials);
}
