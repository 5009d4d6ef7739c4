import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { selectConfirmedTotal, selectDraftTotal, selectPendingTotal } from '@/features/game/gameSelectors';
import { useMoney } from '@/features/game/useMoney';

/**
 * The draft's total and what the round already holds (confirmed and pending). Its own component: a tap
 * changes the draft's total, and the totals re-render without the buttons beside them.
 */
export const BetTotals = memo(function BetTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const draftTotal = useAppSelector(selectDraftTotal);
  const committed = useAppSelector((state) => selectConfirmedTotal(state) + selectPendingTotal(state));
  const text = useMemo(() => ({ draft: t('game.totals.draft'), committed: t('game.totals.committed') }), [t]);
  // The ✎ and ✓ repeat the words next to them: hidden from screen readers, like every state icon.
  return (
    <p className="controls__totals">
      <span>
        <span className="controls__total-label">
          <span aria-hidden="true">✎</span> {text.draft}
        </span>{' '}
        <strong data-testid="draft-total">{money(draftTotal)}</strong>
      </span>
      <span>
        <span className="controls__total-label">
          <span aria-hidden="true">✓</span> {text.committed}
        </span>{' '}
        <strong data-testid="committed-total">{money(committed)}</strong>
      </span>
    </p>
  );
});
