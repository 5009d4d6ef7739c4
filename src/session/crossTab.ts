import * as z from 'zod/mini';
import { sealedKey } from '@/lib/storage/sealedKey';
import type { SessionUser } from '@/session/authSlice';
import { persistedUserSchema } from '@/session/persistedAuth';

/*
 * How tabs agree on one session (docs/architecture.md, "Session, refresh and tabs"):
 * - one tab at a time refreshes: the Web Locks API where the browser has it; elsewhere each tab's own
 *   mutex still queues its requests, and the server's refresh grace window absorbs the rare overlap;
 * - the refreshing tab leaves the new tokens, sealed, under HANDOFF_KEY before it lets go of the lock,
 *   so the next tab in line adopts them instead of spending the rotated refresh token again;
 * - events (refreshed, ended) go to the other tabs over a BroadcastChannel; a browser without one
 *   (Safari before 15.4) hears them from the storage events of the keys they follow (HANDOFF_KEY,
 *   ENDED_KEY);
 * - the last ENDED_KEPT sessions that ended are remembered, sealed, under ENDED_KEY, so that a tab that
 *   wrote its old state back a moment before hearing of the logout cannot resurrect the session on the
 *   next load, nor can an old copy of the storage put back later (a profile restore);
 * - one session per browser: the newest sign-in is kept, sealed, under SIGN_IN_KEY; every other tab
 *   follows it when the key changes (the storage event, which comes once the new value is readable
 *   there — a channel message can overtake the write), and a tab whose session is not that one never
 *   writes the stored state; each sign-in carries `signedInAt`, so a tab that finds an older sign-in
 *   than its own under the key (written back by a tab that read the key stale) puts its own back.
 */
export const REFRESH_LOCK_NAME = 'kla-klouk:refresh';
export const HANDOFF_KEY = 'klaklouk:token-handoff';
export const ENDED_KEY = 'klaklouk:session-ended';
export const SIGN_IN_KEY = 'klaklouk:newest-sign-in';
const CHANNEL_NAME = 'kla-klouk:session';

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

export type SessionMessage =
  | { type: 'refreshed'; sessionId: string }
  | { type: 'ended'; sessionId: string; reason: 'logout' | 'expired' };

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

export type SessionEnd = 'logout' | 'expired';

/** Ends this tab heard of over the channel: its own view of the storage may not show them yet. */
const heardEnded = new Map<string, SessionEnd>();

export function noteEndedSession(sessionId: string, reason: SessionEnd): void {
  heardEnded.set(sessionId, reason);
}

/**
 * Removes an ended session's tokens kept beside the store; only its own: the handoff and the newest
 * sign-in may be another session's.
 */
export function dropTokensOf(sessionId: string, secret: string): void {
  if (readHandoff(sessionId, secret)) handoffKey.remove();
  if (newestSignInSessionId(secret) === sessionId) signInKey.remove();
}

/** How many ended sessions ENDED_KEY remembers (a copy of the storage from before any of them is refused). */
export const ENDED_KEPT = 20;

interface EndedSession {
  sessionId: string;
  reason: SessionEnd;
}

/** The sessions that ended, newest first. */
const endedKey = sealedKey<EndedSession>(
  ENDED_KEY,
  z.object({ sessionId: z.string(), reason: z.enum(['logout', 'expired']) }),
  { keep: ENDED_KEPT, newestFirst: true },
);

function readEnded(secret: string): EndedSession[] {
  return endedKey.read(secret);
}

/**
 * Remembers how the session ended, so a restore that races the persisted sign-out ends it the same way.
 * Its tokens go too, but only its own.
 */
export function rememberEndedSession(sessionId: string, reason: SessionEnd, secret: string): void {
  dropTokensOf(sessionId, secret);
  endedKey.update(
    (earlier) => [{ sessionId, reason }, ...earlier.filter((ended) => ended.sessionId !== sessionId)],
    secret,
  );
}

/** How this session ended, if another tab (or this one, before a reload) ended it. */
export function endedSessionReason(sessionId: string, secret: string): SessionEnd | null {
  const heard = heardEnded.get(sessionId);
  if (heard) return heard;
  return readEnded(secret).find((ended) => ended.sessionId === sessionId)?.reason ?? null;
}

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

export function broadcast(message: SessionMessage): void {
  sessionChannel()?.postMessage(message);
}

const messageSchema = z.union([
  z.object({ type: z.literal('refreshed'), sessionId: z.string() }),
  z.object({ type: z.literal('ended'), sessionId: z.string(), reason: z.enum(['logout', 'expired']) }),
]);

/**
 * Calls `listener` with the other tabs' messages: over the channel, or — in a browser without
 * BroadcastChannel — from the storage events of the keys the messages follow: the handoff a refresh
 * leaves (`refreshed`), and the ended sessions (`ended`, the newest). `secret` opens those keys.
 */
export function onSessionMessage(listener: (message: SessionMessage) => void, secret: string): () => void {
  const target = sessionChannel();
  if (target) {
    const handle = (event: MessageEvent<unknown>) => {
      const parsed = messageSchema.safeParse(event.data);
      if (parsed.success) listener(parsed.data);
    };
    target.addEventListener('message', handle);
    return () => target.removeEventListener('message', handle);
  }
  if (typeof window === 'undefined') return () => undefined;
  const handle = (event: StorageEvent) => {
    if (event.newValue === null) return;
    if (event.key === HANDOFF_KEY) {
      const handoff = handoffKey.peek(event.newValue, secret);
      if (handoff) listener({ type: 'refreshed', sessionId: handoff.sessionId });
    } else if (event.key === ENDED_KEY) {
      const [newest] = readEnded(secret);
      if (newest) listener({ type: 'ended', ...newest });
    }
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

/** Closes this tab's channel (tests: Node keeps a process alive while a BroadcastChannel is open). */
export function closeSessionChannel(): void {
  channel?.close();
  channel = undefined;
}

/** For tests: forgets the ends heard, as a new page would. */
export function forgetHeardEnds(): void {
  heardEnded.clear();
}
