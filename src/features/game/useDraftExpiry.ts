import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectBetAmounts, selectBetting, type GameRoot } from '@/features/game/gameSelectors';
import { totalOf } from '@/features/game/rules';
import { draftExpired, type PlacedChip } from '@/features/game/gameSlice';

/**
 * A draft that was not confirmed before betting closed was never sent: it is dropped (and the member is
 * told), so it can neither look like a bet nor slip into the next round. Chips a refusal of the round
 * gave back, untouched since, are dropped without a word: the submission's line already says they were
 * not placed, and "not confirmed" would deny the Confirm the member pressed.
 * One subscription that is null unless there is such a draft: the page that calls this does not
 * re-render on every phase change.
 */
export function useDraftExpiry(onExpired: (amount: number) => void): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const expiredRound = useAppSelector((state) => {
    const round = selectBetting(state)?.round;
    if (!round) return null;
    const closedRound = round.phase === 'BETTING' ? round.id - 1 : round.id;
    const stale =
      state.game.roundId !== null && state.game.roundId <= closedRound && state.game.placedChips.length > 0;
    return stale ? closedRound : null;
  });
  useEffect(() => {
    if (expiredRound === null) return;
    // The amount is said with it: beside "Bets confirmed" of the same round, a bare "not placed" reads
    // as a contradiction.
    const state = store.getState();
    const amount = selectDraftTotalOf(state);
    const { submission, placedChips } = state.game;
    const refused =
      submission?.status === 'failed' &&
      submission.roundId === expiredRound &&
      !submission.adopted &&
      sameChips(placedChips, submission.chips);
    dispatch(draftExpired({ roundId: expiredRound }));
    if (!refused) onExpired(amount);
  }, [expiredRound, dispatch, store, onExpired]);
}

/** The same chips in the same order: a draft that is what a refusal gave back, untouched since. */
const sameChips = (draft: readonly PlacedChip[], returned: readonly PlacedChip[]): boolean =>
  draft.length === returned.length &&
  draft.every(
    (chip, index) => chip.symbol === returned[index]?.symbol && chip.amount === returned[index]?.amount,
  );

/** The draft's chips whatever their round: the one being dropped is not the round on the table. */
const selectDraftTotalOf = (state: GameRoot): number => totalOf(selectBetAmounts(state));
