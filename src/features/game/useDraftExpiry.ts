import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectBetting } from '@/features/game/gameSelectors';
import { draftExpired } from '@/features/game/gameSlice';

/**
 * A draft that was not confirmed before betting closed was never sent: it is dropped (and the member is
 * told), so it can neither look like a bet nor slip into the next round.
 */
export function useDraftExpiry(onExpired: () => void): void {
  const dispatch = useAppDispatch();
  const closedRound = useAppSelector((state) => {
    const round = selectBetting(state)?.round;
    if (!round) return null;
    return round.phase === 'BETTING' ? round.id - 1 : round.id;
  });
  const stale = useAppSelector(
    (state) =>
      closedRound !== null &&
      state.game.roundId !== null &&
      state.game.roundId <= closedRound &&
      state.game.placedChips.length > 0,
  );
  useEffect(() => {
    if (!stale || closedRound === null) return;
    dispatch(draftExpired({ roundId: closedRound }));
    onExpired();
  }, [stale, closedRound, dispatch, onExpired]);
}
