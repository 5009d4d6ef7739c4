import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { api } from '@/api/api';
import { createReauthSession, type ApiServices } from '@/api/reauthSession';
import { browserStorage, persistRoot } from '@/app/persist';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { devToolsOptions } from '@/app/devtools';
import { getConfig } from '@/config/env';

export interface StoreOptions {
  storage?: Storage;
  /** Extra middleware after the app's own, e.g. the trace recorder of the replay tests. */
  extraMiddleware?: Middleware[];
}

/**
 * The app and every test build their store here. Persistence starts only when someone calls
 * persistStore(store) (app/session/sessionRuntime.tsx, or a test that is about persistence).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const config = getConfig();
  // Per-store services, reached by thunks and the base query through the extra argument.
  const services: ApiServices = { reauth: createReauthSession() };
  const store = configureStore({
    reducer: persistRoot(rootReducer, config.secretKey, options.storage ?? browserStorage),
    preloadedState: preloadedState as never,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, ...(options.extraMiddleware ?? [])),
    devTools: devToolsOptions(config),
    // Subscribers hear of a batch in a microtask, not in the next animation frame: a render and the
    // frame's style and layout then fall in separate tasks instead of one long one (docs/quality.md).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
