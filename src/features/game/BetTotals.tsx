import { memo } from 'react';
import { useAppSelector } from '@/app/hooks';
import {
  selectConfirmedTotal,
  selectDraftTotal,
  selectPendingTotal,
  type GameRoot,
} from '@/features/game/gameSelectors';
import { STAKE_ICON } from '@/features/game/stakeIcons';
import { useMoney } from '@/features/game/useMoney';

/** What the round already holds, confirmed or on its way. */
const selectCommittedTotal = (state: GameRoot) => selectConfirmedTotal(state) + selectPendingTotal(state);
const selectSending = (state: GameRoot) => selectPendingTotal(state) > 0;

/**
 * The draft's total and what the round already holds (confirmed and pending). Its own component: a tap
 * changes the draft's total, and the totals re-render without the buttons beside them. Its words come
 * from the buttons, translated once per language.
 */
export const BetTotals = memo(function BetTotals({ words }: { words: { draft: string; committed: string } }) {
  const money = useMoney();
  const draftTotal = useAppSelector(selectDraftTotal);
  const committed = useAppSelector(selectCommittedTotal);
  // What the round holds is not all confirmed while some of it is on its way: its icon says so.
  const sending = useAppSelector(selectSending);
  // The icons repeat the words next to them and the submission line: hidden from screen readers, like
  // every state icon.
  return (
    <p className="controls__totals">
      <span>
        <span className="controls__total-label">
          <span aria-hidden="true">{STAKE_ICON.draft}</span> {words.draft}
        </span>{' '}
        <strong data-testid="draft-total">{money(draftTotal)}</strong>
      </span>
      <span>
        <span className="controls__total-label">
          <span aria-hidden="true" data-testid="committed-icon">
            {sending ? STAKE_ICON.pending : STAKE_ICON.confirmed}
          </span>{' '}
          {words.committed}
        </span>{' '}
        <strong data-testid="committed-total">{money(committed)}</strong>
      </span>
    </p>
  );
});
