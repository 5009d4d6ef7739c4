import type { AppDispatch } from '@/app/hooks';
import { authApi, type Credentials, type LoginFailure } from '@/features/auth/authApi';

export type SignInOutcome = { ok: true; levelName: string } | { ok: false; failure: LoginFailure };

function failureOf(error: unknown): LoginFailure {
  const kind = (error as { error?: unknown } | undefined)?.error;
  return kind === 'no-permission' ? 'no-permission' : 'failed';
}

/**
 * The login call for a form that renders before the store exists (the login screen is phase one of the
 * boot): the same RTK Query mutation a hook would run, dispatched once the store is there.
 */
export async function signIn(dispatch: AppDispatch, credentials: Credentials): Promise<SignInOutcome> {
  const request = dispatch(authApi.endpoints.login.initiate(credentials));
  try {
    const { levelName } = await request.unwrap();
    return { ok: true, levelName };
  } catch (error) {
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
