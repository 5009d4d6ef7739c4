import { lazy, Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from '@/app/store';
import { AppRoutes } from '@/app/router';
import { AppToaster } from '@/components/AppToaster';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { SUPPORT_PANEL_BUILD } from '@/config/rawEnv';

// Only in simulator and QA builds: elsewhere the constant is false and the chunk is not even built.
const SupportPanel = SUPPORT_PANEL_BUILD ? lazy(() => import('@/features/support/SupportPanel')) : null;

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
}

export function App({ store, persistor, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <Provider store={store}>
          <PersistGate loading={<FullScreenSpinner />} persistor={persistor}>
            <BrowserRouter>
              <AppRoutes />
              {SupportPanel && (
                <Suspense fallback={null}>
                  <SupportPanel />
                </Suspense>
              )}
            </BrowserRouter>
            <AppToaster />
          </PersistGate>
        </Provider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
