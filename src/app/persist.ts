import type { Reducer } from '@reduxjs/toolkit';
import {
  createTransform,
  persistReducer,
  type PersistConfig,
  type Persistor,
  type Storage,
} from 'redux-persist';
import autoMergeLevel1 from 'redux-persist/lib/stateReconciler/autoMergeLevel1';
import { createEncryptTransform } from '@/lib/persist/encryptTransform';
import { splitMembers } from '@/lib/persist/splitMembers';
import { yieldToMain } from '@/lib/schedule/yieldToMain';
import { claimTabStorage } from '@/lib/storage/tabClaim';
import { initialAuthState, type AuthState } from '@/session/authSlice';
import { persistedAuthSchema } from '@/session/persistedAuth';
import { endedSessionReason, newestSignInSessionId } from '@/session/crossTab';
import { initialGameState, type GameState } from '@/features/game/gameSlice';
import { forgetPendingSubmissionOf, readPendingSubmission } from '@/features/game/pendingLedger';
import { persistedGameSchema, type StoredGame } from '@/features/game/persistedGame';

/** The storage key of the persisted store is `persist:<PERSIST_KEY>` (docs/storage.md). */
export const PERSIST_KEY = 'klaklouk';

/**
 * How long after a change the state is sealed and written: long enough for a tap's frame to paint
 * first (docs/decisions/0030-write-after-paint.md); app/session/writeBehind.ts writes at once when the
 * page is left and when the session changes.
 */
export const WRITE_DELAY_MS = 100;

/*
 * Members kept by each tab for itself. The draft, the chip picked and the latest submission are one
 * tab's: shared, the last tab to write would hand its copy to every tab's next load, and a draft another
 * tab had already confirmed came back as a draft, ready to be confirmed twice.
 */
const TAB_MEMBERS = ['game'] as const;

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

/** The session in localStorage, shared by the tabs; each tab's game in its own sessionStorage. */
export function persistStorage(shared: Storage, tab: Storage): Storage {
  return splitMembers(shared, tab, TAB_MEMBERS);
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
        follow();
        return;
      }
      return storage.setItem(key, value);
    },
  };
}

interface PersistedShape {
  auth: AuthState;
  game: unknown;
}

/**
 * After the per-slice checks of the transform: a session that another tab has ended (its old state may
 * have been written back a moment before it heard) restores as signed out, a game restored without its
 * session belongs to nobody, and a pending submission kept under its own key (pendingLedger.ts) comes
 * back into a tab that holds none (a new tab, after the one that sent it was closed).
 */
function reconcilerFor(secret: string) {
  return <S extends PersistedShape>(inbound: S, original: S, reduced: S, config: PersistConfig<S>): S => {
    const merged = autoMergeLevel1(inbound, original, reduced, config);
    const user = merged.auth.user;
    const ended = user ? endedSessionReason(user.sessionId, secret) : null;
    if (user && ended) {
      forgetPendingSubmissionOf(user.sessionId, secret);
      // Ended the way it ended: an expiry still shows the expiry notice on /login.
      return {
        ...merged,
        auth: { ...initialAuthState, expired: ended === 'expired' },
        game: initialGameState,
      };
    }
    if (user === null) return { ...merged, game: initialGameState };
    const game = ofSession(merged.game as StoredGame, user.sessionId);
    // The session's oldest pending submission, if this tab holds none pending: settled here too (its
    // owner, if still open, settles it as well; the same request id is placed at most once).
    const stray = readPendingSubmission(user.sessionId, secret);
    if (stray && game.submission?.requestId !== stray.requestId && game.submission?.status !== 'pending') {
      return { ...merged, game: { ...game, submission: stray } };
    }
    return { ...merged, game };
  };
}

/**
 * The stored game carries the session it was played in (stampSession): a tab's game restored next to
 * another session — signed out and in again, or another account, while this tab was away — starts empty.
 */
function ofSession(stored: StoredGame, sessionId: string): GameState {
  const { sessionId: playedIn, ...game } = stored;
  return playedIn === sessionId ? game : initialGameState;
}

/**
 * redux-persist writes a member again only when its state changed: a game kept into a new session (the
 * same member following another tab's sign-in) would stay stored with the old stamp and restore empty.
 * A new session makes the game a new object, so that it is stored with the new stamp.
 */
function restampOnNewSession<S extends PersistedShape>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    const next = reducer(state, action);
    const moved = state !== undefined && next.auth.user?.sessionId !== state.auth.user?.sessionId;
    return moved && next.game === state.game ? { ...next, game: { ...(next.game as GameState) } } : next;
  };
}

function stampSession<S extends PersistedShape>() {
  return createTransform<GameState, StoredGame, S>(
    // The bet keeper's call under way and the mounted tables are this page's only: never stored.
    ({ attempt: _attempt, tablesOpen: _tables, ...game }, _key, state) => ({
      ...game,
      sessionId: state.auth.user?.sessionId ?? null,
    }),
    null,
    { whitelist: ['game'] },
  );
}

export function persistRoot<S extends PersistedShape>(reducer: Reducer<S>, secret: string, storage: Storage) {
  const config: PersistConfig<S> = {
    key: PERSIST_KEY,
    version: 1,
    storage,
    whitelist: ['auth', 'game'],
    transforms: [
      stampSession<S>(),
      createEncryptTransform(secret, {
        auth: { schema: persistedAuthSchema, initialState: initialAuthState },
        game: { schema: persistedGameSchema, initialState: initialGameState },
      }),
    ],
    stateReconciler: reconcilerFor(secret),
    throttle: WRITE_DELAY_MS,
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
