import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { browserStorage, newestSessionOnly, restored } from '@/app/persist';
import { followNewestSignIn, startSessionSync } from '@/app/sessionSync';
import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import type { StoreFrameProps, SessionRuntime } from '@/app/session/sessionTypes';
import { writeBehind } from '@/app/session/writeBehind';
import { signInOn } from '@/features/auth/signIn';
import { bindLanguageToStore } from '@/features/language/bindLanguage';
import { yieldToMain } from '@/lib/schedule/yieldToMain';
import { selectSessionUser } from '@/session/authSlice';

/**
 * Phase two of the boot (docs/architecture.md "Boot in two phases"): everything that needs the
 * store — Redux Toolkit, RTK Query, redux-persist, crypto-js — is reached from this module only, so
 * none of it is on the first screen's critical path. Loaded by sessionLoader.ts, which hands the
 * session to the screens once it is restored.
 */
export async function startSession(i18n: I18n): Promise<SessionRuntime> {
  const { secretKey } = getConfig();
  // The session as of the last dispatch: the storage's check also runs inside redux-persist's reducer
  // (a flush: writeBehind.ts), where the store may not be read.
  let ownSessionId: string | null = null;
  const follow = () => void followNewestSignIn(store);
  const storage = newestSessionOnly(browserStorage, () => ownSessionId, follow, secretKey);
  const store = makeStore(undefined, { storage });
  store.subscribe(() => {
    ownSessionId = selectSessionUser(store.getState())?.sessionId ?? null;
  });
  bindLanguageToStore(i18n, store.dispatch);
  // Creating the store and restoring the session (reading and decrypting what was persisted) are two
  // tasks, not one long one (docs/quality.md "What keeps the first screen small and quick").
  await yieldToMain();
  const persistor = persistStore(store);
  startSessionSync(store);
  // The screens get the store once the session is restored, in the same render that reveals them. A
  // PersistGate would first mount its `loading` and swap in the screen in a synchronous update of its
  // own; a lazy screen suspending there makes React show a fallback again, and hold the screen back
  // for its 300 ms reveal throttle (docs/quality.md "What keeps the first screen small and quick").
  await restored(persistor);
  // Watched from here on: writing the restore back at once would only seal again what was just read,
  // in the restore's own task (redux-persist writes it after its delay in any case).
  writeBehind(store, persistor);
  // Another tab may have signed in since this one's state was written (it was asleep, or closed). A
  // pending bet of the same account then moves its spare copy to the new session (ledgerListeners.ts).
  void followNewestSignIn(store);

  function StoreFrame({ children }: StoreFrameProps): ReactNode {
    return <Provider store={store}>{children}</Provider>;
  }

  return { store, StoreFrame, signIn: signInOn(store.dispatch) };
}
