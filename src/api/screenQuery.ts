/**
 * How a screen's query reads its figures (balances, bets, lists): again on every visit, since they move
 * with every round and every transfer, and again when the browser is back online, so that a screen
 * whose read failed offline recovers without a press on Try again (the store's `setupListeners`).
 */
export const SCREEN_QUERY = { refetchOnMountOrArgChange: true, refetchOnReconnect: true } as const;
