import * as z from 'zod/mini';
import { ENDED_KEY, readEnded } from '@/session/crossTab/endedSessions';
import { HANDOFF_KEY, peekHandoff } from '@/session/crossTab/handoff';

/** The other tabs' word: over a BroadcastChannel, or the storage events of the keys it follows. */
const CHANNEL_NAME = 'kla-klouk:session';

export type SessionMessage =
  | { type: 'refreshed'; sessionId: string }
  | { type: 'ended'; sessionId: string; reason: 'logout' | 'expired' };

// The page's one BroadcastChannel, opened on first use: every store of the page hears the same tabs.
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
      const handoff = peekHandoff(event.newValue, secret);
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
