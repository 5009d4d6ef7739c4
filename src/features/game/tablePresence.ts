import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * Where the table is, as far as a pending bet goes. Two facts, not one:
 * - a table is mounted: it watches the bet itself, and the watch off the table
 *   (app/PendingBetKeeper.tsx) is not needed. Not the path: the game screen may have failed to
 *   download, and then nothing on the game route watches the bet.
 * - the member is on another screen: an outcome told now on the usual line, which goes with its
 *   round, might never be read, so it is marked late and kept until dismissed (submission.ts). Not
 *   "no table mounted": on the game route, until the table's screen arrives, the line shows once it
 *   does.
 */
let tables = 0;
let elsewhere = false;
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

/** The signed-in frame says whether the member is on a screen other than the game's. */
export function useMemberElsewhere(isElsewhere: boolean): void {
  useLayoutEffect(() => {
    elsewhere = isElsewhere;
    return () => {
      elsewhere = false;
    };
  }, [isElsewhere]);
}

/** Whether the member is on a screen other than the game's (false outside the signed-in frame). */
export const memberElsewhere = (): boolean => elsewhere;
