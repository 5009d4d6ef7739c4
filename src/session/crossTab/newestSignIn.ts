import * as z from 'zod/mini';
import { sealedKey } from '@/lib/storage/sealedKey';
import type { SessionUser } from '@/session/authSlice';
import { persistedUserSchema } from '@/session/persistedAuth';

/** One session per browser: the newest sign-in, sealed, which every other tab follows (crossTab/index.ts). */
export const SIGN_IN_KEY = 'klaklouk:newest-sign-in';

export interface SignedInSession {
  user: SessionUser;
  refreshToken: string;
}

// `expired: false` goes with it, as the persisted auth slice has it: a build that reads the key with
// that slice's schema still reads it.
const signInKey = sealedKey(
  SIGN_IN_KEY,
  z.object({ user: persistedUserSchema, refreshToken: z.string(), expired: z.optional(z.literal(false)) }),
);

/** Kept by the tab that signed in, before it tells the others (docs/architecture.md, "One session per browser"). */
export function writeNewestSignIn(session: SignedInSession, secret: string): void {
  signInKey.write({ user: session.user, refreshToken: session.refreshToken, expired: false }, secret);
}

/**
 * The newest sign-in with its current tokens: a refresh of its session rewrites the key
 * (`rememberRefreshedTokens`), so a tab that follows never takes a rotated-out refresh token.
 */
export function readNewestSignIn(secret: string): SignedInSession | null {
  const session = signInKey.read(secret);
  return session && { user: session.user, refreshToken: session.refreshToken };
}

/** Calls `listener` when another tab keeps a newer sign-in. */
export function onNewestSignIn(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.key === SIGN_IN_KEY && event.newValue !== null) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

/** The newest sign-in's session id (asked before every stored write: the key opens its text only when it changed). */
export function newestSignInSessionId(secret: string): string | null {
  return readNewestSignIn(secret)?.user.sessionId ?? null;
}

/**
 * A refresh of the newest sign-in's session puts its new tokens under the key too: a tab that follows
 * later must not take a refresh token the server has already rotated (its reuse would end the session).
 */
export function rememberRefreshedTokens(
  sessionId: string,
  accessToken: string,
  refreshToken: string | undefined,
  secret: string,
): void {
  const session = readNewestSignIn(secret);
  if (session?.user.sessionId !== sessionId) return;
  // `signedInAt` goes with the user unchanged: a refresh does not make a sign-in newer.
  writeNewestSignIn(
    { user: { ...session.user, accessToken }, refreshToken: refreshToken ?? session.refreshToken },
    secret,
  );
}

/** Removes the newest sign-in if it is the session's (it may be another session's). */
export function dropNewestSignInOf(sessionId: string, secret: string): void {
  if (newestSignInSessionId(secret) === sessionId) signInKey.remove();
}
