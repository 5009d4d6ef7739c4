import { open, seal } from '@/lib/crypto/sealedBox';
import { readSideKey, removeSideKey, writeSideKey } from '@/lib/storage/sideKeys';

/*
 * How tabs agree on one session (docs/architecture.md, "Refresh and tabs"):
 * - one tab at a time refreshes: the Web Locks API where the browser has it; elsewhere each tab's own
 *   mutex still queues its requests, and the server's refresh grace window absorbs the rare overlap;
 * - the refreshing tab leaves the new tokens, sealed, under HANDOFF_KEY before it lets go of the lock,
 *   so the next tab in line adopts them instead of spending the rotated refresh token again;
 * - events (refreshed, ended) go to the other tabs over a BroadcastChannel;
 * - a session that ended is remembered, sealed, under ENDED_KEY, so that a tab that wrote its old state
 *   back a moment before hearing of the logout cannot resurrect the session on the next load.
 */
export const REFRESH_LOCK_NAME = 'kla-klouk:refresh';
export const HANDOFF_KEY = 'klaklouk:token-handoff';
export const ENDED_KEY = 'klaklouk:session-ended';
const CHANNEL_NAME = 'kla-klouk:session';

export interface TokenHandoff {
  sessionId: string;
  previousAccessToken: string;
  accessToken: string;
  refreshToken?: string;
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

export function readHandoff(sessionId: string, secret: string): TokenHandoff | null {
  const plain = open(readSideKey(HANDOFF_KEY), secret);
  if (plain === null) return null;
  try {
    const handoff = JSON.parse(plain) as Partial<TokenHandoff>;
    if (
      handoff.sessionId !== sessionId ||
      typeof handoff.accessToken !== 'string' ||
      typeof handoff.previousAccessToken !== 'string'
    ) {
      return null;
    }
    return handoff as TokenHandoff;
  } catch {
    return null;
  }
}

export type SessionEnd = 'logout' | 'expired';

/** Remembers how the session ended, so a restore that races the persisted sign-out ends it the same way. */
export function rememberEndedSession(sessionId: string, reason: SessionEnd, secret: string): void {
  removeSideKey(HANDOFF_KEY);
  writeSideKey(ENDED_KEY, seal(JSON.stringify({ sessionId, reason }), secret));
}

/** How this session ended, if another tab (or this one, before a reload) ended it. */
export function endedSessionReason(sessionId: string, secret: string): SessionEnd | null {
  const plain = open(readSideKey(ENDED_KEY), secret);
  if (plain === null) return null;
  try {
    const ended = JSON.parse(plain) as { sessionId?: unknown; reason?: unknown };
    if (ended.sessionId !== sessionId) return null;
    return ended.reason === 'expired' ? 'expired' : 'logout';
  } catch {
    return null;
  }
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

export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  const target = sessionChannel();
  if (!target) return () => undefined;
  const handle = (event: MessageEvent<SessionMessage>) => listener(event.data);
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}

/** Closes this tab's channel (tests: Node keeps a process alive while a BroadcastChannel is open). */
export function closeSessionChannel(): void {
  channel?.close();
  channel = undefined;
}
