import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useTakingLong } from '@/lib/schedule/useTakingLong';
import { selectCurrentRoundId, selectSubmission } from '@/features/game/gameSelectors';
import { submissionDismissed } from '@/features/game/gameSlice';
import { useMoney } from '@/features/game/useMoney';
import { useReasonText } from '@/features/game/useReasonText';

const ICON = { pending: '⧗', confirmed: '✓', failed: '✕', unresolved: '?' } as const;

/**
 * The latest submission: sending, confirmed or failed with the reason (icon, words, colour) while its
 * round is on the table; one still sending, one whose outcome is unknown, or one confirmed or refused
 * once its round may have been over, until it is settled or dismissed: the last three name their
 * round, which may be long gone from the table.
 */
export const SubmissionBanner = memo(function SubmissionBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const money = useMoney();
  const reasonText = useReasonText();
  const submission = useAppSelector(selectSubmission);
  const roundId = useAppSelector(selectCurrentRoundId);
  const stillSending = useTakingLong(submission?.status === 'pending');
  const late =
    (submission?.status === 'confirmed' && submission.confirmedLate === true) ||
    (submission?.status === 'failed' && submission.failedLate === true);
  const visible =
    submission !== null &&
    (submission.roundId === roundId ||
      submission.status === 'pending' ||
      submission.status === 'unresolved' ||
      late);
  const total = submission ? submission.chips.reduce((sum, chip) => sum + chip.amount, 0) : 0;
  const text = !submission
    ? ''
    : submission.status === 'pending'
      ? t(stillSending ? 'game.submission.pendingLong' : 'game.submission.pending')
      : late && submission.status === 'failed'
        ? t('game.submission.failedLate', {
            round: submission.roundId,
            reason: reasonText(submission.reason ?? 'refused'),
          })
        : late
          ? t('game.submission.confirmedLate', { round: submission.roundId, amount: money(total) })
          : submission.status === 'confirmed'
            ? t('game.submission.confirmed', { amount: money(total) })
            : submission.status === 'unresolved'
              ? t('game.submission.unresolved', { round: submission.roundId })
              : t('game.submission.failed', { reason: reasonText(submission.reason ?? 'refused') });
  return (
    <div className="submission" role="status" data-testid="submission">
      {visible && submission && (
        <p
          className={`submission__line submission__line--${submission.status}`}
          data-status={submission.status}
        >
          <span aria-hidden="true">{ICON[submission.status]} </span>
          {text}
          {(submission.status === 'failed' || submission.status === 'unresolved' || late) && (
            <button
              type="button"
              className="submission__dismiss"
              onClick={() => dispatch(submissionDismissed({ requestId: submission.requestId }))}
            >
              {t('game.submission.dismiss')}
            </button>
          )}
        </p>
      )}
    </div>
  );
});
