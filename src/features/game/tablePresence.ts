import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * Whether a game table is mounted in this tab. A mounted table watches a pending bet itself; without
 * one, the signed-in frame does (app/PendingBetKeeper.tsx). Not the path: the game screen may have
 * failed to download, and then nothing on the game route watches the bet.
 */
let tables = 0;
const listeners = new Set<() => void>();

function countTable(change: number): void {
  tables += change;
  for (const listener of listeners) listener();
}

const tableMounted = (): boolean => tables > 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The table says it is mounted while it is. A layout effect: it runs before the passive effects of
 * the table's children, whose watch may settle a bet at once.
 */
export function useTableMounted(): void {
  useLayoutEffect(() => {
    countTable(1);
    return () => countTable(-1);
  }, []);
}

/** Whether a table is mounted, for a component that renders by it. */
export function useIsTableMounted(): boolean {
  return useSyncExternalStore(subscribe, tableMounted, tableMounted);
}

/**
 * The member cannot be reading the table: none is mounted (another screen, or the game screen failed
 * to download) or the tab is hidden. A bet's outcome told then is kept until dismissed
 * (submission.ts): the usual line goes with its round, and may be gone before the member looks.
 */
export const tableOutOfSight = (): boolean => !tableMounted() || document.visibilityState === 'hidden';
