import * as z from 'zod/mini';
import { sealedKey } from '@/lib/storage/sealedKey';
import type { Submission } from '@/features/game/gameSlice';
import { persistedSubmissionSchema } from '@/features/game/persistedGame';

/*
 * A pending submission also lives under a key of its own (docs/storage.md). The game is kept per tab
 * (sessionStorage), so a tab closed before its answer came would take the submission with it; the
 * next tab of the session would never learn whether the bets were placed (docs/architecture.md,
 * "Across tabs"). The key holds every tab's pending submission, each written and cleared by the tab
 * that owns it, and all of a session's cleared by its end; a restore that finds the tab's store
 * without one puts the session's oldest back, so it is settled (docs/game.md) instead of forgotten.
 */
export const PENDING_KEY = 'klaklouk:pending-submission';

/** Bounds the key; far more than the tabs a member keeps open, each with one submission at most. */
export const PENDING_KEPT = 20;

/**
 * Oldest first. Unreadable text counts as empty: nothing to restore. One entry alone is how the key
 * was kept when it had room for one (a submission pending across the update is still settled).
 */
const ledger = sealedKey(
  PENDING_KEY,
  z.object({ sessionId: z.string(), submission: persistedSubmissionSchema }),
  { keep: PENDING_KEPT },
);

/** The session's oldest pending submission the key holds (the likeliest left by a closed tab); else null. */
export function readPendingSubmission(sessionId: string, secret: string): Submission | null {
  const entry = ledger
    .read(secret)
    .find((candidate) => candidate.sessionId === sessionId && candidate.submission.status === 'pending');
  return entry?.submission ?? null;
}

/** A copy on the side: if the storage refuses it, the tab still settles the submission it holds in memory. */
export function writePendingSubmission(sessionId: string, submission: Submission, secret: string): void {
  // Adopted is what one tab made of another's: every reader marks what it takes over itself.
  const { adopted: _adopted, ...shared } = submission;
  ledger.update(
    (entries) => [
      ...entries.filter((entry) => entry.submission.requestId !== submission.requestId),
      { sessionId, submission: shared },
    ],
    secret,
  );
}

/** Forgets this submission only: the other tabs' stay until they settle theirs. */
export function clearPendingSubmission(requestId: string, secret: string): void {
  const entries = ledger.read(secret);
  const rest = entries.filter((entry) => entry.submission.requestId !== requestId);
  if (rest.length !== entries.length) ledger.write(rest, secret);
}

/** Forgets whatever an ended session left under the key (its owning tabs may be long closed). */
export function forgetPendingSubmissionOf(sessionId: string, secret: string): void {
  ledger.update((entries) => entries.filter((entry) => entry.sessionId !== sessionId), secret);
}

/** The same member signed in again: the old session's submissions belong to the new one. */
export function movePendingSubmissions(from: string, to: string, secret: string): void {
  const entries = ledger.read(secret);
  if (!entries.some((entry) => entry.sessionId === from)) return;
  ledger.write(
    entries.map((entry) => (entry.sessionId === from ? { ...entry, sessionId: to } : entry)),
    secret,
  );
}
