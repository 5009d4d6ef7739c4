import { createContext, useContext, useState, type ReactNode } from 'react';
import { useAppStore } from '@/app/hooks';
import { selectRound } from '@/features/game/gameSelectors';

const OpenedInResult = createContext<number | null>(null);

/**
 * Read once, as the table's parts mount together: the round already in its result when the table
 * opened (a reload, a sign-in during the result), else null. Such a round is told at once: its dice
 * are not revealed one by one and its balance, net and chips are not held back, whenever its
 * settlement comes in (docs/game.md "The climax"). The bowl and the numbers decide from this one fact,
 * and a part that mounts later in the round still takes the table's.
 */
export function TableOpening({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const [roundId] = useState(() => {
    const round = selectRound(store.getState());
    return round?.phase === 'RESULT' ? round.id : null;
  });
  return <OpenedInResult.Provider value={roundId}>{children}</OpenedInResult.Provider>;
}

/** The round the table opened in the result of (TableOpening); null outside a table. */
export function useRoundOpenedInResult(): number | null {
  return useContext(OpenedInResult);
}
