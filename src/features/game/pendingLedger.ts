import * as z from 'zod/mini';
import { open, seal } from '@/lib/crypto/sealedBox';
import { readSideKey, removeSideKey, writeSideKey } from '@/lib/storage/sideKeys';
import type { GameRoot } from '@/features/game/gameSelectors';
import type { Submission } from '@/features/game/gameSlice';
import { persistedSubmissionSchema } from '@/features/game/persistedGame';

/*
 * A pending submission also lives under a key of its own (docs/storage.md). The game is kept per tab
 * (sessionStorage), so a tab closed before its answer came would take the submission with it; the
 * next tab of the session would never learn whether the bets were placed (docs/architecture.md,
 * "Across tabs"). This key is written and cleared by the tab that owns the submission, and cleared by
 * the end of its session; a restore that finds the store without it puts it back, so it is settled
 * (docs/game.md) instead of forgotten.
 */
export const PENDING_KEY = 'klaklouk:pending-submission';

const ledgerSchema = z.object({ sessionId: z.string(), submission: persistedSubmissionSchema });

function readLedger(secret: string): z.infer<typeof ledgerSchema> | null {
  try {
    const plain = open(readSideKey(PENDING_KEY), secret);
    if (plain === null) return null;
    const parsed = ledgerSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable text: nothing to restore.
    return null;
  }
}

/** The session's pending submission as this key holds it; null for anything else. */
export function readPendingSubmission(sessionId: string, secret: string): Submission | null {
  const ledger = readLedger(secret);
  if (!ledger || ledger.sessionId !== sessionId || ledger.submission.status !== 'pending') return null;
  return ledger.submission;
}

/** A copy on the side: if the storage refuses it, the tab still settles the submission it holds in memory. */
export function writePendingSubmission(sessionId: string, submission: Submission, secret: string): void {
  writeSideKey(PENDING_KEY, seal(JSON.stringify({ sessionId, submission }), secret));
}

/** Forgets the key's submission if it is this one (another tab may have put a newer one there). */
export function clearPendingSubmission(requestId: string, secret: string): void {
  if (readLedger(secret)?.submission.requestId === requestId) removeSideKey(PENDING_KEY);
}

/** Forgets whatever an ended session left under the key (its owning tab may be long closed). */
export function forgetPendingSubmissionOf(sessionId: string, secret: string): void {
  const ledger = readLedger(secret);
  if (ledger === null || ledger.sessionId === sessionId) removeSideKey(PENDING_KEY);
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
  let previousSessionId = store.getState().auth.user?.sessionId;
  return store.subscribe(() => {
    const { game, auth } = store.getState();
    const current = game.submission;
    const sessionId = auth.user?.sessionId;
    // The same account taking another tab's newer sign-in keeps its pending bet: the copy moves with it.
    const sessionMoved = sessionId !== previousSessionId;
    previousSessionId = sessionId;
    if (current === previous && !sessionMoved) return;
    const was = previous;
    previous = current;
    const pending = current?.status === 'pending' ? current : null;
    const started = was?.requestId !== pending?.requestId || was?.status !== 'pending';
    if (pending && sessionId && (started || sessionMoved)) {
      writePendingSubmission(sessionId, pending, secret);
    } else if (was?.status === 'pending' && !pending) {
      clearPendingSubmission(was.requestId, secret);
    }
  });
}
