import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from '@/app/App';
import { startSessionSync } from '@/app/sessionSync';
import { makeStore } from '@/app/store';
import { getConfig } from '@/config/env';
import { bindLanguageToStore } from '@/features/language/bindLanguage';
import { createI18n } from '@/lib/i18n/createI18n';

/** Everything after the configuration check: i18n, store, persistence, render. */
export async function bootstrap(container: HTMLElement): Promise<void> {
  const config = getConfig();
  const [i18n, store] = [await createI18n({ version: config.localesVersion }), makeStore()];
  bindLanguageToStore(i18n, store.dispatch);
  const persistor = persistStore(store);
  startSessionSync(store);
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} i18n={i18n} />
    </StrictMode>,
  );
}
