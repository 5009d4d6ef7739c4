import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmissionLine } from '@/features/game/submissionLine';
import { useMoney } from '@/features/game/useMoney';
import { useReasonText } from '@/features/game/useReasonText';

/** The words of a submission's line (the table's banner, the toast off the table). */
export function useSubmissionLineText(): (line: SubmissionLine) => string {
  const { t } = useTranslation();
  const money = useMoney();
  const reasonText = useReasonText();
  return useCallback(
    (line: SubmissionLine): string => {
      const key = `game.submission.${line.key}`;
      switch (line.key) {
        case 'pending':
        case 'pendingLong':
          return t(key);
        case 'confirmed':
          return t(key, { amount: money(line.total) });
        case 'confirmedMore':
          return t(key, { amount: money(line.total), onTable: money(line.onTable) });
        case 'confirmedLate':
          return t(key, { round: line.round, amount: money(line.total) });
        case 'failed':
          return t(key, { reason: reasonText(line.reason) });
        case 'failedLate':
          return t(key, { round: line.round, reason: reasonText(line.reason) });
        case 'unresolved':
        case 'sessionEnded':
          return t(key, { round: line.round });
      }
    },
    [t, money, reasonText],
  );
}

/**
 * The line's words where one line on a 360 px phone cannot hold them, or null: a second Confirm's
 * shows the amount added ("… $5.00 more"), the round's total being the totals' "On the table" beside
 * it; screen readers hear the whole line (useSubmissionLineText).
 */
export function useSubmissionLineShort(): (line: SubmissionLine) => string | null {
  const { t } = useTranslation();
  const money = useMoney();
  return useCallback(
    (line: SubmissionLine): string | null =>
      line.key === 'confirmedMore'
        ? t('game.submission.confirmedMoreShort', { amount: money(line.total) })
        : null,
    [t, money],
  );
}
