import * as z from 'zod/mini';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { sealedKey } from '@/lib/storage/sealedKey';
import { dropHandoffOf } from '@/session/crossTab/handoff';
import { dropNewestSignInOf } from '@/session/crossTab/newestSignIn';

/** The sessions that ended, sealed, so that no tab takes one back (crossTab/index.ts). */
export const ENDED_KEY = 'klaklouk:session-ended';

export type SessionEnd = 'logout' | 'expired';

/**
 * The ends a store heard of over the channel: its tab's view of the storage may not show them yet. A
 * per-store service (app/store.ts): a new page, like a new store, has heard nothing.
 */
export interface HeardEnds {
  note(sessionId: string, reason: SessionEnd): void;
  reasonOf(sessionId: string): SessionEnd | null;
}

export function createHeardEnds(): HeardEnds {
  const heard = new Map<string, SessionEnd>();
  return {
    note: (sessionId, reason) => void heard.set(sessionId, reason),
    reasonOf: (sessionId) => heard.get(sessionId) ?? null,
  };
}

/** The per-store services of the session layer, given to thunks as their extra argument. */
export interface SessionServices {
  heardEnds: HeardEnds;
}

export function heardEndsOf(api: { extra: unknown }): HeardEnds {
  const services = api.extra as Partial<SessionServices> | undefined;
  if (!services?.heardEnds)
    throw new Error('The store was made without its services (app/store.ts makeStore).');
  return services.heardEnds;
}

/** Notes, in the store's heard ends, an end heard of over the channel. */
export const noteEndedSession =
  (sessionId: string, reason: SessionEnd): ThunkAction<void, unknown, SessionServices, UnknownAction> =>
  (_dispatch, _getState, services) =>
    services.heardEnds.note(sessionId, reason);

/**
 * Removes an ended session's tokens kept beside the store; only its own: the handoff and the newest
 * sign-in may be another session's.
 */
export function dropTokensOf(sessionId: string, secret: string): void {
  dropHandoffOf(sessionId, secret);
  dropNewestSignInOf(sessionId, secret);
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

/** The sessions that ended, newest first. */
export function readEnded(secret: string): EndedSession[] {
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

/**
 * How this session ended, if another tab (or this one, before a reload) ended it: as the store heard
 * (`heard`), or as the storage shows.
 */
export function endedSessionReason(sessionId: string, secret: string, heard?: HeardEnds): SessionEnd | null {
  const reason = heard?.reasonOf(sessionId);
  if (reason) return reason;
  return readEnded(secret).find((ended) => ended.sessionId === sessionId)?.reason ?? null;
}
