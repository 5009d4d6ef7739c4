import type { AppStore } from '@/app/store';

/** The stores rendered in the running test: setupTests ends their listeners (a bet keeper) after it. */
export const renderedStores = new Set<AppStore>();
