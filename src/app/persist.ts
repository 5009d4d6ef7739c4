import type { Reducer } from '@reduxjs/toolkit';
import {
  createTransform,
  getStoredState,
  persistReducer,
  type PersistConfig,
  type PersistedState,
  type Persistor,
  type Storage,
} from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/lib/stateReconciler/autoMergeLevel1';
import { createEncryptTransform } from '@/lib/persist/encryptTransform';
import { splitMembers } from '@/lib/persist/splitMembers';
import { yieldToMain } from '@/lib/schedule/yieldToMain';
import { claimTabStorage } from '@/lib/storage/tabClaim';
import type { AuthState } from '@/session/authSlice';
import { authPersistence } from '@/session/authPersistence';
import { newestSignInSessionId } from '@/session/crossTab';
import type { PersistedMember } from '@/session/persistedMember';
import { gamePersistence } from '@/features/game/gamePersistence';

/** The storage key of the persisted store is `persist:<PERSIST_KEY>` (docs/storage.md). */
export const PERSIST_KEY = 'klaklouk';

/**
 * How long after a change the state is sealed and written: long enough for a tap's frame to paint
 * first (docs/decisions/0030-write-after-paint.md); app/session/writeBehind.ts writes at once when the
 * page is left and when the session changes.
 */
export const WRITE_DELAY_MS = 100;

/*
 * The members kept across reloads, each described by the slice that owns it (session/persistedMember.ts):
 * the session first, as every other member is restored beside it.
 */
const SESSION = authPersistence;
const MEMBERS: readonly PersistedMember<unknown, unknown>[] = [gamePersistence];
const ALL = [SESSION, ...MEMBERS];

/*
 * Our own Storage adapters over the Web Storage areas: three lines each, and they sidestep the
 * redux-persist/lib vs /es storage split that breaks under Vite 8 (environment guide). Async, so a
 * refusing storage (full) rejects into redux-persist's own write-failure handling instead of
 * throwing out of its timer.
 */
function webStorage(area: () => globalThis.Storage): Storage {
  return {
    getItem: async (key: string) => area().getItem(key),
    setItem: async (key: string, value: string) => area().setItem(key, value),
    removeItem: async (key: string) => area().removeItem(key),
  };
}

/** Each member in the storage area its descriptor names: the session shared by the tabs, the game the tab's own. */
export function persistStorage(shared: Storage, tab: Storage): Storage {
  return splitMembers(
    shared,
    tab,
    ALL.filter(({ area }) => area === 'tab').map(({ member }) => member),
  );
}

const tabStorage = webStorage(() => globalThis.sessionStorage);

const splitBrowserStorage = persistStorage(
  webStorage(() => globalThis.localStorage),
  {
    ...tabStorage,
    // A duplicated tab's sessionStorage is the original's copy: its game is not this tab's (tabClaim.ts).
    getItem: async (key: string) => ((await claimTabStorage()) ? tabStorage.getItem(key) : null),
  },
);

export const browserStorage: Storage = {
  ...splitBrowserStorage,
  // Reading the stored session, then opening, checking and restoring it, is a task of its own rather
  // than the end of the one that made the store: each is 10–20 ms at boot (docs/quality.md).
  getItem: async (key: string) => {
    await yieldToMain();
    return splitBrowserStorage.getItem(key);
  },
};

/**
 * One session per browser (docs/architecture.md): a tab whose session is not the newest sign-in —
 * another tab signed in since, and this one has not heard yet or was asleep — must not write its state
 * over the newer one. Its write is skipped and it is asked to follow the newer session, after which
 * its writes go through again.
 */
export function newestSessionOnly(
  storage: Storage,
  ownSessionId: () => string | null,
  follow: () => void,
  secret: string,
): Storage {
  return {
    ...storage,
    setItem: async (key: string, value: string) => {
      const newest = newestSignInSessionId(secret);
      if (newest !== null && newest !== ownSessionId()) {
        // After the write's dispatch: a flush writes from inside redux-persist's reducer.
        queueMicrotask(follow);
        return;
      }
      return storage.setItem(key, value);
    },
  };
}

// A type, not an interface: the members are also read and written by name (`Record<string, unknown>`).
type PersistedShape = { auth: AuthState };

/**
 * After the per-member checks of the transform: the session is reconciled first (one that another tab
 * has ended restores as signed out), then each other member beside the session restored.
 */
function reconcilerFor(secret: string) {
  return <S extends PersistedShape>(inbound: S, original: S, reduced: S, config: PersistConfig<S>): S => {
    const merged: Record<string, unknown> & PersistedShape = autoMergeLevel1(
      inbound,
      original,
      reduced,
      config,
    );
    const stored = merged.auth.user;
    const auth =
      SESSION.reconcile?.(merged.auth, { user: stored, endedSessionId: null, secret }) ?? merged.auth;
    const user = auth.user;
    const context = { user, endedSessionId: stored && !user ? stored.sessionId : null, secret };
    const next: Record<string, unknown> = { ...merged, auth };
    for (const { member, reconcile } of MEMBERS) {
      if (reconcile) next[member] = reconcile(merged[member], context);
    }
    return next as S;
  };
}

/**
 * redux-persist writes a member again only when its state changed: a session-bound member kept into a
 * new session (the same member following another tab's sign-in) would stay stored with the old stamp
 * and restore empty. A new session makes each such member a new object, so that it is stored anew.
 */
function restampOnNewSession<S extends PersistedShape>(reducer: Reducer<S>): Reducer<S> {
  const bound = MEMBERS.filter((descriptor) => descriptor.sessionBound).map(({ member }) => member);
  return (state, action) => {
    const next = reducer(state, action);
    if (state === undefined || next.auth.user?.sessionId === state.auth.user?.sessionId) return next;
    const before: Record<string, unknown> = state;
    const copied: Record<string, unknown> = { ...next };
    let changed = false;
    for (const member of bound) {
      if (copied[member] !== before[member]) continue;
      copied[member] = Object.assign({}, copied[member]);
      changed = true;
    }
    return changed ? (copied as S) : next;
  };
}

/** Each member's `toStored` (what is left out, the session stamped), before the seal. */
function toStored<S extends PersistedShape>() {
  const storing = ALL.filter((descriptor) => descriptor.toStored);
  return createTransform<unknown, unknown, S>(
    (state, key, root) =>
      storing.find(({ member }) => member === key)?.toStored?.(state, root.auth.user) ?? state,
    null,
    { whitelist: storing.map(({ member }) => member) },
  );
}

export function persistRoot<S extends PersistedShape>(reducer: Reducer<S>, secret: string, storage: Storage) {
  const config: PersistConfig<S> = {
    key: PERSIST_KEY,
    version: 1,
    storage,
    whitelist: ALL.map(({ member }) => member),
    transforms: [
      toStored<S>(),
      createEncryptTransform(
        secret,
        Object.fromEntries(ALL.map(({ member, schema, initialState }) => [member, { schema, initialState }])),
      ),
    ],
    stateReconciler: reconcilerFor(secret),
    throttle: WRITE_DELAY_MS,
    // Opening the sealed state and restoring it into the store (the reducers, then every subscriber)
    // are two tasks, not one long one (docs/quality.md "What keeps the first screen small and quick").
    getStoredState: async (persistConfig) => {
      const stored = await getStoredState(persistConfig);
      await yieldToMain();
      // redux-persist's own default returns this same object, typed more loosely than it asks for.
      return stored as PersistedState;
    },
  };
  return persistReducer(config, restampOnNewSession(reducer));
}

/** Resolves once redux-persist has rehydrated every persisted key (what a PersistGate waits for). */
export function restored(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}
