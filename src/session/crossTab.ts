import * as z from 'zod/mini';
import { open, seal } from '@/lib/crypto/sealedBox';
import { readSideKey, removeSideKey, writeSideKey } from '@/lib/storage/sideKeys';
import type { SessionUser } from '@/session/authSlice';
import { persistedAuthSchema } from '@/session/persistedAuth';

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

export function writeHandoff(handoff: TokenHandoff, secret: string): void {
  writeSideKey(HANDOFF_KEY, seal(JSON.stringify(handoff), secret));
}

const handoffSchema = z.object({
  sessionId: z.string(),
  previousAccessToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.optional(z.string()),
  spent: z.optional(z.array(z.string()).check(z.maxLength(SPENT_KEPT))),
});

/** A sealed handoff, whichever session it is of; null if it does not open or has another shape. */
function openHandoff(text: unknown, secret: string): TokenHandoff | null {
  const plain = open(text, secret);
  if (plain === null) return null;
  try {
    const parsed = handoffSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readHandoff(sessionId: string, secret: string): TokenHandoff | null {
  const handoff = openHandoff(readSideKey(HANDOFF_KEY), secret);
  return handoff?.sessionId === sessionId ? handoff : null;
}

export interface SignedInSession {
  user: SessionUser;
  refreshToken: string;
}

/** Kept by the tab that signed in, before it tells the others (docs/architecture.md, "One session per browser"). */
export function writeNewestSignIn(session: SignedInSession, secret: string): void {
  writeSideKey(SIGN_IN_KEY, seal(JSON.stringify({ ...session, expired: false }), secret));
}

/**
 * The newest sign-in with its current tokens: a refresh of its session rewrites the key
 * (`rememberRefreshedTokens`), so a tab that follows never takes a rotated-out refresh token.
 */
export function readNewestSignIn(secret: string): SignedInSession | null {
  const plain = open(readSideKey(SIGN_IN_KEY), secret);
  if (plain === null) return null;
  try {
    const parsed = persistedAuthSchema.safeParse(JSON.parse(plain));
    if (!parsed.success || !parsed.data.user || parsed.data.refreshToken === null) return null;
    return { user: parsed.data.user, refreshToken: parsed.data.refreshToken };
  } catch {
    return null;
  }
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

let lastSignInText: string | null = null;
let lastSignInSessionId: string | null = null;

/** The newest sign-in's session id; opened only when the key changed (asked before every stored write). */
export function newestSignInSessionId(secret: string): string | null {
  const text = readSideKey(SIGN_IN_KEY);
  if (text !== lastSignInText) {
    lastSignInText = text;
    lastSignInSessionId = text === null ? null : (readNewestSignIn(secret)?.user.sessionId ?? null);
  }
  return lastSignInSessionId;
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
  if (readHandoff(sessionId, secret)) removeSideKey(HANDOFF_KEY);
  if (newestSignInSessionId(secret) === sessionId) removeSideKey(SIGN_IN_KEY);
}

/** How many ended sessions ENDED_KEY remembers (a copy of the storage from before any of them is refused). */
export const ENDED_KEPT = 20;

interface EndedSession {
  sessionId: string;
  reason: SessionEnd;
}

const endedSchema = z.object({ sessionId: z.string(), reason: z.enum(['logout', 'expired']) });
// Newest first; a single record is what the key held before it kept a list.
const endedListSchema = z.union([z.array(endedSchema), endedSchema]);

/** The sessions that ended, newest first. */
function readEnded(secret: string): EndedSession[] {
  const plain = open(readSideKey(ENDED_KEY), secret);
  if (plain === null) return [];
  try {
    const parsed = endedListSchema.safeParse(JSON.parse(plain));
    if (!parsed.success) return [];
    return Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  } catch {
    return [];
  }
}

/**
 * Remembers how the session ended, so a restore that races the persisted sign-out ends it the same way.
 * Its tokens go too, but only its own.
 */
export function rememberEndedSession(sessionId: string, reason: SessionEnd, secret: string): void {
  dropTokensOf(sessionId, secret);
  const earlier = readEnded(secret).filter((ended) => ended.sessionId !== sessionId);
  const ended = [{ sessionId, reason }, ...earlier].slice(0, ENDED_KEPT);
  writeSideKey(ENDED_KEY, seal(JSON.stringify(ended), secret));
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
      const handoff = openHandoff(event.newValue, secret);
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
