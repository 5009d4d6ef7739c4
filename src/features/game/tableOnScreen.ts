import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * Whether the game table is on screen in this tab. A bet's outcome is told on the table, on a line
 * that goes with its round; settled while the table is not shown, it is kept until the member has
 * read it (submission.ts, "late"). And a pending bet is watched off the table only while no table
 * watches it (app/PendingBetKeeper.tsx): the game route is no proof, since its screen may have failed
 * to download.
 */
let tables = 0;
const listeners = new Set<() => void>();

function count(change: number): void {
  tables += change;
  for (const listener of listeners) listener();
}

export const tableOnScreen = (): boolean => tables > 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The table says it is on screen while it is mounted. A layout effect: it runs before the passive
 * effects of the table's children, whose watch may settle a bet at once.
 */
export function useTableOnScreen(): void {
  useLayoutEffect(() => {
    count(1);
    return () => count(-1);
  }, []);
}

/** Whether the table is on screen, for a component that renders by it. */
export function useIsTableOnScreen(): boolean {
  return useSyncExternalStore(subscribe, tableOnScreen, tableOnScreen);
}
