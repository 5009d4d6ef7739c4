import { memo, useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { confirmDraft, double, rebet, type MoveOutcome } from '@/features/game/betting';
import {
  selectBettingOpen,
  selectConfirmedTotal,
  selectDraftTotal,
  selectIsSubmitting,
  selectPendingTotal,
} from '@/features/game/gameSelectors';
import { draftCleared, lastChipUndone } from '@/features/game/gameSlice';
import { useMoney } from '@/features/game/useTable';

interface Props {
  onOutcome: (outcome: MoveOutcome) => void;
}

/** Undo, Clear, Rebet, Double and Confirm, with the draft and table totals. Disabled while betting is closed. */
export const BetControls = memo(function BetControls({ onOutcome }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const money = useMoney();
  // Like the board, the buttons follow a phase change after the dice (the thunks check the phase anyway).
  const open = useDeferredValue(useAppSelector(selectBettingOpen));
  const draftTotal = useAppSelector(selectDraftTotal);
  const committed = useAppSelector((state) => selectConfirmedTotal(state) + selectPendingTotal(state));
  const submitting = useAppSelector(selectIsSubmitting);
  const hasDraft = draftTotal > 0;
  // The words never change with a phase (which re-renders this for `disabled`): translated once per language.
  const text = useMemo(
    () => ({
      group: t('game.controlsLabel'),
      draft: t('game.totals.draft'),
      committed: t('game.totals.committed'),
      undo: t('game.controls.undo'),
      clear: t('game.controls.clear'),
      rebet: t('game.controls.rebet'),
      double: t('game.controls.double'),
      confirm: t('game.controls.confirm'),
    }),
    [t],
  );

  const undo = useCallback(() => {
    dispatch(lastChipUndone());
    onOutcome({ ok: true });
  }, [dispatch, onOutcome]);
  const clear = useCallback(() => {
    dispatch(draftCleared());
    onOutcome({ ok: true });
  }, [dispatch, onOutcome]);
  const doRebet = useCallback(() => onOutcome(dispatch(rebet())), [dispatch, onOutcome]);
  const doDouble = useCallback(() => onOutcome(dispatch(double())), [dispatch, onOutcome]);
  const confirm = useCallback(() => void dispatch(confirmDraft()).then(onOutcome), [dispatch, onOutcome]);

  return (
    <div className="controls" role="group" aria-label={text.group}>
      <p className="controls__totals">
        <span>
          <span className="controls__total-label">✎ {text.draft}</span>{' '}
          <strong data-testid="draft-total">{money(draftTotal)}</strong>
        </span>
        <span>
          <span className="controls__total-label">✓ {text.committed}</span>{' '}
          <strong data-testid="committed-total">{money(committed)}</strong>
        </span>
      </p>
      <div className="controls__row">
        <button type="button" className="control" disabled={!open || !hasDraft} onClick={undo}>
          {text.undo}
        </button>
        <button type="button" className="control" disabled={!open || !hasDraft} onClick={clear}>
          {text.clear}
        </button>
        <button type="button" className="control" disabled={!open} onClick={doRebet}>
          {text.rebet}
        </button>
        <button type="button" className="control" disabled={!open || !hasDraft} onClick={doDouble}>
          {text.double}
        </button>
        <button
          type="button"
          className="control control--confirm"
          disabled={!open || !hasDraft || submitting}
          aria-busy={submitting}
          onClick={confirm}
        >
          {text.confirm}
        </button>
      </div>
    </div>
  );
});
