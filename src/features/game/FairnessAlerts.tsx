import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { RoundDetails, type RoundFacts } from '@/components/roundDetails/RoundDetails';
import { roundDetailsOf, selectFairnessWarnings } from '@/features/game/fairnessSelectors';
import { fairnessWarningDismissed } from '@/features/game/gameSlice';
import { useCheckFromDetails } from '@/features/game/useCheckFromDetails';
import './Fairness.css';

/**
 * A round the check did not verify, said prominently on the table until the member dismisses it:
 * "This round's dice do not match its fingerprint", or why it could not be checked.
 */
export const FairnessAlerts = memo(function FairnessAlerts() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const warnings = useAppSelector(selectFairnessWarnings);
  const [details, setDetails] = useState<RoundFacts | null>(null);
  const closeDetails = useCallback(() => setDetails(null), []);
  const checkFromDetails = useCheckFromDetails();
  // The details stay open when the check they run verifies the round and its warning goes.
  if (warnings.length === 0 && details === null) return null;
  return (
    <>
      {warnings.length > 0 && (
        <div className="fairness-alerts">
          {warnings.map(({ roundId, check }) => {
            const problem = check?.problem ?? 'checkFailed';
            const title =
              check?.outcome === 'mismatch' ? t('fairness.mismatch') : t(`fairness.unchecked.${problem}`);
            const facts = roundDetailsOf(store.getState(), roundId);
            return (
              <div key={roundId} role="alert" className="fairness-alert" data-testid="fairness-warning">
                <p className="fairness-alert__title">
                  <span aria-hidden="true">⚠ </span>
                  {title}
                </p>
                <p>
                  {t('fairness.warningRound', { id: roundId, problem: t(`fairness.problems.${problem}`) })}
                </p>
                <div className="fairness-alert__actions">
                  {facts !== null && (
                    <button
                      type="button"
                      aria-label={t('fairness.detailsOf', { id: roundId })}
                      onClick={() => setDetails(roundDetailsOf(store.getState(), roundId))}
                    >
                      {t('fairness.details')}
                    </button>
                  )}
                  <button type="button" onClick={() => dispatch(fairnessWarningDismissed({ roundId }))}>
                    {t('fairness.dismiss')}
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      )}
      <RoundDetails round={details} onClose={closeDetails} onChecked={checkFromDetails} />
    </>
  );
});
