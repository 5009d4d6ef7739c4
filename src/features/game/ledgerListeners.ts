import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { getConfig } from '@/config/env';
import {
  submissionFailed,
  submissionConfirmed,
  submissionStarted,
  submissionUnresolved,
} from '@/features/game/gameSlice';
import {
  clearPendingSubmission,
  forgetPendingSubmissionOf,
  movePendingSubmissions,
  writePendingSubmission,
} from '@/features/game/pendingLedger';
import { sessionExpired, signedIn, signedOut } from '@/session/authSlice';

/** The actions that start or end a pending submission, or move it to another session or none. */
const touchesLedger = isAnyOf(
  submissionStarted,
  submissionConfirmed,
  submissionFailed,
  submissionUnresolved,
  signedIn,
  signedOut,
  sessionExpired,
);

/**
 * Keeps the pending-submission key (pendingLedger.ts) in step with this tab: a submission written when
 * it starts, cleared when it settles; a session's copies moved when the same member signs in again, and
 * forgotten when it ends, whichever tab owned them. The restore is not among the actions: a restored
 * pending submission is not a new Confirm, and writing it again could put back one another tab has just
 * settled.
 */
export function addLedgerListeners(startListening: AppStartListening): void {
  startListening({
    matcher: touchesLedger,
    effect: (_action, api) => {
      const { secretKey } = getConfig();
      const before = api.getOriginalState();
      const after = api.getState();
      const from = before.auth.user?.sessionId;
      const to = after.auth.user?.sessionId;
      const sessionMoved = from !== to;
      // The same account taking another tab's newer sign-in keeps its pending bet: the copies move with
      // it, a closed tab's included. (Another account's sign-in ends this session first.)
      if (from && to && sessionMoved) movePendingSubmissions(from, to, secretKey);
      if (from && !to) forgetPendingSubmissionOf(from, secretKey);
      const was = before.game.submission;
      const current = after.game.submission;
      const pending = current?.status === 'pending' ? current : null;
      const started = was?.requestId !== pending?.requestId || was?.status !== 'pending';
      if (pending && to && (started || sessionMoved)) {
        writePendingSubmission(to, pending, secretKey);
      } else if (was?.status === 'pending' && !pending) {
        clearPendingSubmission(was.requestId, secretKey);
      }
    },
  });
}
