import * as z from 'zod/mini';
import { open, seal } from '@/lib/crypto/sealedBox';
import type { GameRoot } from '@/features/game/gameSelectors';
import type { Submission } from '@/features/game/gameSlice';
import { persistedSubmissionSchema } from '@/features/game/persistedGame';

/*
 * A pending submission also lives under a key of its own (docs/storage.md). Every tab writes its whole
 * memory to `persist:klaklouk`, so another tab of the same session, which never heard of this tab's
 * Confirm, can write it away (docs/architecture.md, "Across tabs"). This key is written and cleared by
 * the tab that owns the submission, and cleared by the end of its session; a restore that finds the
 * store without it puts it back, so it is settled (docs/game.md) instead of forgotten.
 */
export const PENDING_KEY = 'klaklouk:pending-submission';

const ledgerSchema = z.object({ sessionId: z.string(), submission: persistedSubmissionSchema });

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readLedger(secret: string): z.infer<typeof ledgerSchema> | null {
  try {
    const plain = open(storage()?.getItem(PENDING_KEY), secret);
    if (plain === null) return null;
    const parsed = ledgerSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable text, or a storage that refuses to be read: nothing to restore.
    return null;
  }
}

/** The session's pending submission as this key holds it; null for anything else. */
export function readPendingSubmission(sessionId: string, secret: string): Submission | null {
  const ledger = readLedger(secret);
  if (!ledger || ledger.sessionId !== sessionId || ledger.submission.status !== 'pending') return null;
  return ledger.submission;
}

/** A copy kept on the side: a full or refusing storage must not stop a Confirm, a restore or a sign-out. */
function tryStorage(change: (store: Storage) => void): void {
  try {
    const store = storage();
    if (store) change(store);
  } catch {
    // The submission is still in memory and is settled while the tab lives; only this copy is missing.
  }
}

export function writePendingSubmission(sessionId: string, submission: Submission, secret: string): void {
  tryStorage((store) => store.setItem(PENDING_KEY, seal(JSON.stringify({ sessionId, submission }), secret)));
}

/** Forgets the key's submission if it is this one (another tab may have put a newer one there). */
export function clearPendingSubmission(requestId: string, secret: string): void {
  if (readLedger(secret)?.submission.requestId === requestId)
    tryStorage((store) => store.removeItem(PENDING_KEY));
}

/** Forgets whatever an ended session left under the key (its owning tab may be long closed). */
export function forgetPendingSubmissionOf(sessionId: string, secret: string): void {
  const ledger = readLedger(secret);
  if (ledger === null || ledger.sessionId === sessionId) tryStorage((store) => store.removeItem(PENDING_KEY));
}

interface WatchedStore {
  getState(): GameRoot;
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps the key in step with this tab's submission: written when one starts, cleared when it settles.
 * Started once the stored state is restored: a restored pending submission is not a new Confirm, and
 * writing it again could put back one another tab has just settled.
 */
export function watchPendingSubmission(store: WatchedStore, secret: string): () => void {
  let previous = store.getState().game.submission;
  return store.subscribe(() => {
    const { game, auth } = store.getState();
    const current = game.submission;
    if (current === previous) return;
    const was = previous;
    previous = current;
    const pending = current?.status === 'pending' ? current : null;
    if (pending && auth.user && (was?.requestId !== pending.requestId || was.status !== 'pending')) {
      writePendingSubmission(auth.user.sessionId, pending, secret);
    } else if (was?.status === 'pending' && !pending) {
      clearPendingSubmission(was.requestId, secret);
    }
  });
}
