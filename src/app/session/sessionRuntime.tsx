import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { startSessionSync } from '@/app/sessionSync';
import { makeStore } from '@/app/store';
import type { StoreFrameProps, SessionRuntime } from '@/app/session/sessionLoader';
import { bindLanguageToStore } from '@/features/language/bindLanguage';

/**
 * Phase two of the boot (docs/architecture.md "Boot in two phases"): everything that needs the
 * store — Redux Toolkit, RTK Query, redux-persist, crypto-js — is reached from this module only, so
 * none of it is on the first screen's critical path. Loaded by sessionLoader.ts.
 */
export function startSession(i18n: I18n): SessionRuntime {
  const store = makeStore();
  bindLanguageToStore(i18n, store.dispatch);
  const persistor = persistStore(store);
  startSessionSync(store);

  function StoreFrame({ loading, children }: StoreFrameProps): ReactNode {
    return (
      <Provider store={store}>
        <PersistGate loading={loading} persistor={persistor}>
          {children}
        </PersistGate>
      </Provider>
    );
  }

  return { store, StoreFrame };
}
