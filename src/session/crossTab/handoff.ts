import * as z from 'zod/mini';
import { sealedKey } from '@/lib/storage/sealedKey';

/*
 * One refresh at a time across tabs, and the tokens it leaves for the next tab in line
 * (crossTab/index.ts).
 */
export const REFRESH_LOCK_NAME = 'kla-klouk:refresh';
export const HANDOFF_KEY = 'klaklouk:token-handoff';

export interface TokenHandoff {
  sessionId: string;
  previousAccessToken: string;
  accessToken: string;
  refreshToken?: string;
  /** The session's access tokens refreshed before `previousAccessToken`, newest first (SPENT_KEPT). */
  spent?: string[];
}

/** How many earlier refreshed access tokens a handoff lists: a tab asleep through that many refreshes is rare. */
export const SPENT_KEPT = 20;

/**
 * The handoff a refresh leaves: the tokens it got for `previousAccessToken`, and every token of the
 * session refreshed before (from the handoff it replaces), so that a tab that slept through several
 * refreshes takes the newest tokens instead of refreshing its own again (one refresh per access token,
 * ever: its refresh token was rotated long ago, and its reuse would end the session).
 */
export function nextHandoff(previous: TokenHandoff | null, next: Omit<TokenHandoff, 'spent'>): TokenHandoff {
  const earlier =
    previous?.sessionId === next.sessionId ? [previous.previousAccessToken, ...(previous.spent ?? [])] : [];
  const spent = [...new Set(earlier)]
    .filter((token) => token !== next.previousAccessToken && token !== next.accessToken)
    .slice(0, SPENT_KEPT);
  return spent.length > 0 ? { ...next, spent } : { ...next };
}

/** The handoff's tokens replace `token`: some tab already refreshed it. */
export function handoffReplaces(handoff: TokenHandoff, token: string): boolean {
  return handoff.previousAccessToken === token || (handoff.spent ?? []).includes(token);
}

export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, work) as Promise<T>;
}

const handoffKey = sealedKey(
  HANDOFF_KEY,
  z.object({
    sessionId: z.string(),
    previousAccessToken: z.string(),
    accessToken: z.string(),
    refreshToken: z.optional(z.string()),
    spent: z.optional(z.array(z.string()).check(z.maxLength(SPENT_KEPT))),
  }),
);

export function writeHandoff(handoff: TokenHandoff, secret: string): void {
  handoffKey.write(handoff, secret);
}

export function readHandoff(sessionId: string, secret: string): TokenHandoff | null {
  const handoff = handoffKey.read(secret);
  return handoff?.sessionId === sessionId ? handoff : null;
}

/** Removes the handoff if it is the session's (it may be another session's). */
export function dropHandoffOf(sessionId: string, secret: string): void {
  if (readHandoff(sessionId, secret)) handoffKey.remove();
}

/** The handoff in a storage event's new value, or null (a browser without BroadcastChannel). */
export function peekHandoff(text: string, secret: string): TokenHandoff | null {
  return handoffKey.peek(text, secret);
}
