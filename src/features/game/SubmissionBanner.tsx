import { memo, useCallback, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ShownShort } from '@/components/ShownShort';
import { useTakingLong } from '@/lib/schedule/useTakingLong';
import { selectConfirmedTotal, selectCurrentRoundId, selectSubmission } from '@/features/game/gameSelectors';
import { submissionDismissed } from '@/features/game/gameSlice';
import { STAKE_ICON } from '@/features/game/stakeIcons';
import { settledLate, submissionLine } from '@/features/game/submissionLine';
import { useSubmissionLineShort, useSubmissionLineText } from '@/features/game/useSubmissionLineText';

const ICON = {
  pending: STAKE_ICON.pending,
  confirmed: STAKE_ICON.confirmed,
  failed: '✕',
  unresolved: '?',
} as const;

/**
 * The latest submission: sending, confirmed or failed with the reason (icon, words, colour) while its
 * round is on the table; one still sending, one whose outcome is unknown, or one confirmed or refused
 * once its round may have been over, until it is settled or dismissed: the last three name their
 * round, which may be long gone from the table.
 */
export const SubmissionBanner = memo(function SubmissionBanner({
  onKeyboardDismiss,
}: {
  /** Called after Dismiss is pressed from the keyboard: the button goes with the line. */
  onKeyboardDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const lineText = useSubmissionLineText();
  const lineShort = useSubmissionLineShort();
  const submission = useAppSelector(selectSubmission);
  const roundId = useAppSelector(selectCurrentRoundId);
  const confirmedOnTable = useAppSelector(selectConfirmedTotal);
  const stillSending = useTakingLong(submission?.status === 'pending');
  const late = submission !== null && settledLate(submission);
  const visible =
    submission !== null &&
    (submission.roundId === roundId ||
      submission.status === 'pending' ||
      submission.status === 'unresolved' ||
      late);
  const line = submission && submissionLine(submission, stillSending, confirmedOnTable);
  const text = line ? lineText(line) : '';
  const shown = line ? lineShort(line) : null;
  const dismissable =
    submission !== null && (submission.status === 'failed' || submission.status === 'unresolved' || late);
  // A line that waits for Dismiss, or says bets are still being sent long after Confirm, asks for
  // attention: it sticks to the bottom of the screen with the notice line (StatusDock).
  const asks = dismissable || (submission?.status === 'pending' && stillSending);
  const dismiss = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (!submission) return;
      // The button goes with the line, and the keyboard's place with it, unless the table gives it one. A
      // pointer's click (detail > 0) leaves the focus be: moving it could scroll the page under a finger.
      const fromKeyboard = document.activeElement === event.currentTarget && event.detail === 0;
      dispatch(submissionDismissed({ requestId: submission.requestId }));
      if (fromKeyboard) onKeyboardDismiss?.();
    },
    [dispatch, submission, onKeyboardDismiss],
  );

  return (
    <div className="submission" role="status" data-testid="submission">
      {visible && submission && (
        <p
          className={`submission__line submission__line--${submission.status}`}
          data-status={submission.status}
          data-late={late || undefined}
          data-asks={asks || undefined}
        >
          <span className="submission__text">
            <span aria-hidden="true">{ICON[submission.status]} </span>
            {shown === null ? text : <ShownShort shown={shown} said={text} />}
          </span>
          {dismissable && (
            <button type="button" className="submission__dismiss" onClick={dismiss}>
              {t('game.submission.dismiss')}
            </button>
          )}
        </p>
      )}
    </div>
  );
});
