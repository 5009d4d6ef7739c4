import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { draftExpired } from '@/features/game/gameSlice';

/**
 * A draft that was not confirmed before betting closed was never sent: it is dropped (and the member is
 * told), so it can neither look like a bet nor slip into the next round.
 * One subscription that is null unless there is such a draft: the page that calls this does not
 * re-render on every phase change.
 */
export function useDraftExpiry(onExpired: () => void): void {
  const dispatch = useAppDispatch();
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
    dispatch(draftExpired({ roundId: expiredRound }));
    onExpired();
  }, [expiredRound, dispatch, onExpired]);
}
