import { useState } from 'react';
import { useAppStore } from '@/app/hooks';
import { selectRound } from '@/features/game/gameSelectors';

/**
 * The round already in its result when the table opened (a reload, a sign-in during the result), else
 * null. Such a round is told at once: its dice are not revealed one by one and its balance, net and
 * chips are not held back, whenever its settlement comes in (docs/game.md "The climax"). Read once, as
 * the part mounts with the table, so the bowl and the numbers decide from the same fact.
 */
export function useRoundOpenedInResult(): number | null {
  const store = useAppStore();
  const [roundId] = useState(() => {
    const round = selectRound(store.getState());
    return round?.phase === 'RESULT' ? round.id : null;
  });
  return roundId;
}
