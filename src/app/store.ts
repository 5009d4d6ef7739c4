import {
  addListener,
  configureStore,
  createListenerMiddleware,
  type Middleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { api } from '@/api/api';
import { createReauthSession, type ApiServices } from '@/api/reauthSession';
import { browserStorage, persistRoot } from '@/app/persist';
import { rootReducer, type RootState } from '@/app/rootReducer';
import { devToolsOptions } from '@/app/devtools';
import { getConfig } from '@/config/env';
import { addGameListeners } from '@/features/game/gameListeners';
import { addLedgerListeners } from '@/features/game/ledgerListeners';
import { addOutcomeListener } from '@/features/game/outcomeListener';
import { addOutcomeWatch } from '@/features/game/outcomeWatch';
import { addSessionEndListener } from '@/features/game/sessionEndListener';
import { addOverdueBettingCallListener } from '@/features/game/overdueBettingCall';
import { addSoundListeners } from '@/features/game/sound/soundListeners';
import { createBetKeeper, dropCall, type BetKeeper } from '@/features/game/submission';
import { createSoundOutput, type SoundOutput } from '@/lib/sound/soundOutput';
import { createHeardEnds, type SessionServices } from '@/session/crossTab';
import { createSubAccountCreates, type SubAccountCreates } from '@/features/subAccounts/subAccountCreates';
import { createUnansweredTransfers, type UnansweredTransfers } from '@/features/wallet/unansweredTransfers';

export interface StoreOptions {
  storage?: Storage;
  /** Extra middleware after the app's own, e.g. the trace recorder of the replay tests. */
  extraMiddleware?: Middleware[];
  /** Where the table's sounds go (a test's stand-in); by default the browser's Web Audio. */
  sound?: SoundOutput;
  /** false: no bet keeper, for a test of the state alone with a pending bet it must not settle. */
  betKeeper?: false;
}

/** The per-store services thunks and listeners reach through their extra argument (docs/architecture.md). */
export interface StoreServices extends ApiServices, SessionServices {
  sound: SoundOutput;
  /** The call under way for a pending bet, to drop it (features/game/submission.ts). */
  keeper: BetKeeper;
  /** Transfers sent from this store are on their way, not unanswered (features/wallet). */
  unansweredTransfers: UnansweredTransfers;
  /** Sub-account creates that may have made an account without saying so (features/subAccounts). */
  subAccountCreates: SubAccountCreates;
}

/** What a feature's `addXListeners` is given: the store's startListening, typed. */
export type AppStartListening = TypedStartListening<
  RootState,
  ThunkDispatch<RootState, StoreServices, UnknownAction>,
  StoreServices
>;

/**
 * Adds a listener to a store already made, typed as AppStartListening (`store.dispatch(addAppListener(…))`
 * returns its unsubscribe): for wiring started after the store, as the sync with the other tabs.
 */
export const addAppListener = addListener.withTypes<
  RootState,
  ThunkDispatch<RootState, StoreServices, UnknownAction>,
  StoreServices
>();

/**
 * The app and every test build their store here. Persistence starts only when someone calls
 * persistStore(store) (app/session/sessionRuntime.tsx, or a test that is about persistence).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const config = getConfig();
  // The store's own services, reached by thunks, the base query and the listeners through their extra
  // argument: two stores (two tests, two sign-ins) never share them.
  const services: StoreServices = {
    reauth: createReauthSession(),
    heardEnds: createHeardEnds(),
    sound: options.sound ?? createSoundOutput(),
    keeper: createBetKeeper(),
    unansweredTransfers: createUnansweredTransfers(),
    subAccountCreates: createSubAccountCreates(),
  };
  const listeners = createListenerMiddleware({ extra: services });
  const store = configureStore({
    reducer: persistRoot(rootReducer, config.secretKey, options.storage ?? browserStorage),
    preloadedState: preloadedState as never,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: services },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware, ...(options.extraMiddleware ?? [])),
    devTools: devToolsOptions(config),
    // Subscribers hear of a batch in a microtask, not in the next animation frame: a render and the
    // frame's style and layout then fall in separate tasks instead of one long one (docs/quality.md).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
  });
  setupListeners(store.dispatch);
  const startListening = listeners.startListening as AppStartListening;
  addLedgerListeners(startListening);
  addSessionEndListener(startListening);
  addSoundListeners(startListening);
  addOutcomeListener(startListening);
  addOutcomeWatch(startListening);
  addOverdueBettingCallListener(startListening);
  if (options.betKeeper !== false) addGameListeners(startListening);
  // Ends every listener task (a bet keeper still running, say): for a store that is done with, as a
  // test's at its end.
  const stopListeners = () => {
    listeners.clearListeners();
    // The keeper's call under way too: its answer would land after the store's end and be logged.
    dropCall(store.dispatch, services.keeper);
  };
  return Object.assign(store, { stopListeners });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
