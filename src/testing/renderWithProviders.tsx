import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionLoaderProvider } from '@/app/session/SessionGate';
import { loaderFor, type SessionLoader } from '@/app/session/sessionLoader';
import type { StoreFrameProps } from '@/app/session/sessionTypes';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { renderedStores } from '@/testing/renderedStores';
import { AppToaster } from '@/components/AppToaster';
import { signInOn } from '@/features/auth/signIn';
import { bindLanguageToStore } from '@/features/language/bindLanguage';
import type { Language } from '@/lib/i18n/languages';
import type { Toasts } from '@/lib/notify';
import { createTestI18n } from '@/testing/testI18n';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  language?: Language;
  /** Phase two of the boot as the test wants it; by default the test's store, there at once. */
  session?: SessionLoader;
  /** The toasts the toaster shows; by default the page's (src/lib/notify.ts). */
  toasts?: Toasts;
}

/** Shows the current path and query, so tests can assert where navigation ended. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    language = 'en',
    session: givenSession,
    toasts,
    ...rest
  } = options;
  renderedStores.add(store);
  const i18n = createTestI18n(language);
  bindLanguageToStore(i18n, store.dispatch);
  // The session is there at once: the test's store, already restored (or never persisted).
  const StoreFrame = ({ children }: StoreFrameProps) => <Provider store={store}>{children}</Provider>;
  const session = givenSession ?? loaderFor({ store, StoreFrame, signIn: signInOn(store.dispatch) });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <SessionLoaderProvider value={session}>
          <Provider store={store}>
            <MemoryRouter initialEntries={[route]}>
              {children}
              <Routes>
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </MemoryRouter>
            <AppToaster toasts={toasts} />
          </Provider>
        </SessionLoaderProvider>
      </I18nextProvider>
    );
  }
  return { store, i18n, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
