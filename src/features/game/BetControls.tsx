import { memo, useCallback, useDeferredValue, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { confirmDraft, double, rebet, type MoveOutcome } from '@/features/game/betting';
import { BetTotals } from '@/features/game/BetTotals';
import {
  selectBettingOpen,
  selectCanRepeat,
  selectDraftTotal,
  selectGameInactive,
  selectIsSubmitting,
  type GameRoot,
} from '@/features/game/gameSelectors';
import { draftCleared, lastChipUndone } from '@/features/game/gameSlice';

interface Props {
  onOutcome: (outcome: MoveOutcome) => void;
  /** Confirm, for the table to give it the focus (after a line is dismissed from the keyboard). */
  confirmRef?: RefObject<HTMLButtonElement | null>;
}

/** Whether the draft holds a chip (the buttons follow that, not the draft's amount). */
const selectHasDraft = (state: GameRoot) => selectDraftTotal(state) > 0;

/**
 * Undo, Clear, Rebet, Double and Confirm, with the draft and table totals. Unavailable while betting is
 * closed; Rebet also when the last settled round has no bets to repeat, or while the draft holds chips.
 * The buttons follow whether there is a draft, not its amount: after a draft's first chip, a tap
 * re-renders the totals (BetTotals) and not them.
 */
export const BetControls = memo(function BetControls({ onOutcome, confirmRef }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Like the board, the buttons follow a phase change after the dice (the thunks check the phase anyway).
  const open = useDeferredValue(useAppSelector(selectBettingOpen));
  // A game the server says is not active takes no bets: every control is unavailable, and says why.
  const inactive = useAppSelector(selectGameInactive);
  const hasDraft = useAppSelector(selectHasDraft);
  const submitting = useAppSelector(selectIsSubmitting);
  // Like `open`: a settlement comes with the RESULT phase, and the buttons follow the dice.
  const canRepeat = useDeferredValue(useAppSelector(selectCanRepeat));
  // The words never change with a phase (which re-renders this for `disabled`): translated once per language.
  const text = useMemo(
    () => ({
      group: t('game.controlsLabel'),
      undo: t('game.controls.undo'),
      clear: t('game.controls.clear'),
      rebet: t('game.controls.rebet'),
      double: t('game.controls.double'),
      confirm: t('game.controls.confirm'),
      totals: { draft: t('game.totals.draft'), committed: t('game.totals.committed') },
    }),
    [t],
  );

  // Unavailable buttons are aria-disabled, not disabled: a button that disables itself under the
  // finger (Confirm empties the draft) would drop the keyboard focus to the page, and a press on one
  // says why nothing happens instead of nothing at all. The thunks check the phase and the draft too.
  const closed = !open || inactive;
  const closedReason = inactive ? 'gameInactive' : 'bettingClosed';
  const onDraft = useCallback(
    (change: () => void) => {
      if (closed) return onOutcome({ ok: false, reason: closedReason });
      if (!hasDraft) return onOutcome({ ok: false, reason: 'emptyDraft' });
      change();
      onOutcome({ ok: true });
    },
    [closed, closedReason, hasDraft, onOutcome],
  );
  const undo = useCallback(() => onDraft(() => dispatch(lastChipUndone())), [dispatch, onDraft]);
  const clear = useCallback(() => onDraft(() => dispatch(draftCleared())), [dispatch, onDraft]);
  // The thunk checks the same (the store is the guard), in the same order; this says what the button shows.
  const doRebet = useCallback(() => {
    if (closed) return onOutcome({ ok: false, reason: closedReason });
    if (!canRepeat) return onOutcome({ ok: false, reason: 'nothingToRebet' });
    if (hasDraft) return onOutcome({ ok: false, reason: 'rebetOverDraft' });
    return onOutcome(dispatch(rebet()));
  }, [closed, closedReason, canRepeat, hasDraft, dispatch, onOutcome]);
  const doDouble = useCallback(() => onOutcome(dispatch(double())), [dispatch, onOutcome]);
  const confirm = useCallback(() => void dispatch(confirmDraft()).then(onOutcome), [dispatch, onOutcome]);

  return (
    <div className="controls" role="group" aria-label={text.group}>
      <BetTotals words={text.totals} />
      <div className="controls__row">
        <button type="button" className="control" aria-disabled={closed || !hasDraft} onClick={undo}>
          {text.undo}
        </button>
        <button type="button" className="control" aria-disabled={closed || !hasDraft} onClick={clear}>
          {text.clear}
        </button>
        <button
          type="button"
          className="control"
          aria-disabled={closed || !canRepeat || hasDraft}
          onClick={doRebet}
        >
          {text.rebet}
        </button>
        <button type="button" className="control" aria-disabled={closed || !hasDraft} onClick={doDouble}>
          {text.double}
        </button>
        <button
          ref={confirmRef}
          type="button"
          className="control control--confirm"
          data-testid="confirm"
          aria-disabled={closed || !hasDraft || submitting}
          aria-busy={submitting}
          onClick={confirm}
        >
          {text.confirm}
        </button>
      </div>
    </div>
  );
});
