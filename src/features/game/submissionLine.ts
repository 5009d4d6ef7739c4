import type { FailureReason, Submission } from '@/features/game/gameSlice';
import { totalOf } from '@/features/game/rules';
import { stakesOf } from '@/features/game/stakes';

/**
 * Confirmed or refused once its round may have been over (gameSlice.ts): its line names the round and
 * stays until dismissed.
 */
export function settledLate(submission: Submission): boolean {
  return (
    (submission.status === 'confirmed' && submission.confirmedLate === true) ||
    (submission.status === 'failed' && submission.failedLate === true)
  );
}

/** What the banner says of a submission: a translation key under game.submission, and what it names. */
export type SubmissionLine =
  | { key: 'pending' | 'pendingLong' }
  | { key: 'confirmed'; total: number }
  | { key: 'confirmedMore'; total: number; onTable: number }
  | { key: 'confirmedLate'; round: number; total: number }
  | { key: 'failed'; reason: FailureReason }
  | { key: 'failedLate'; round: number; reason: FailureReason }
  | { key: 'unresolved' | 'sessionEnded'; round: number };

/**
 * `stillSending`: a pending one has waited long (useTakingLong). `confirmedOnTable`: what its round
 * holds confirmed on the table, this submission's included; more than its own total, the line says
 * the amount is more (and, to screen readers, both amounts), or a second Confirm's "$5.00" would read
 * as all the round holds beside "On the table $20.00".
 */
export function submissionLine(
  submission: Submission,
  stillSending: boolean,
  confirmedOnTable = 0,
): SubmissionLine {
  const round = submission.roundId;
  const total = totalOf(stakesOf(submission.chips));
  const reason = submission.reason ?? 'refused';
  const late = settledLate(submission);
  switch (submission.status) {
    case 'pending':
      return { key: stillSending ? 'pendingLong' : 'pending' };
    case 'confirmed':
      if (late) return { key: 'confirmedLate', round, total };
      return confirmedOnTable > total
        ? { key: 'confirmedMore', total, onTable: confirmedOnTable }
        : { key: 'confirmed', total };
    case 'failed':
      return late ? { key: 'failedLate', round, reason } : { key: 'failed', reason };
    case 'unresolved':
      return { key: submission.sessionEndedFor === undefined ? 'unresolved' : 'sessionEnded', round };
  }
}
