import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { toast, type ToastKind } from '@/lib/notify';
import { selectSubmission } from '@/features/game/gameSelectors';
import type { Submission } from '@/features/game/gameSlice';
import { submissionLine } from '@/features/game/submissionLine';
import { useSubmissionLineText } from '@/features/game/useSubmissionLineText';

const TOAST_KIND: Record<Exclude<Submission['status'], 'pending'>, ToastKind> = {
  confirmed: 'success',
  failed: 'error',
  unresolved: 'warning',
};

/**
 * Tells, in a toast, what became of a bet this screen saw pending, when it is settled while no table
 * is mounted: the member who pressed Confirm and went to My bets hears of it there, not only when back
 * at the table (which keeps the line until dismissed: it is marked late, submission.ts).
 */
export function OffTableOutcome() {
  const submission = useAppSelector(selectSubmission);
  const tableOpen = useAppSelector((state) => Boolean(state.game.tablesOpen));
  const lineText = useSubmissionLineText();
  const seenPending = useRef<string | null>(null);
  useEffect(() => {
    if (tableOpen) {
      seenPending.current = null;
      return;
    }
    if (submission?.status === 'pending') {
      seenPending.current = submission.requestId;
      return;
    }
    if (!submission || seenPending.current !== submission.requestId) return;
    seenPending.current = null;
    toast[TOAST_KIND[submission.status]](lineText(submissionLine(submission, false)));
  }, [submission, lineText, tableOpen]);
  return null;
}
