import { lazy, Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { DeferredSessionGate, SessionLoaderProvider } from '@/app/session/SessionGate';
import type { SessionLoader } from '@/app/session/sessionLoader';
import { AppToaster } from '@/components/AppToaster';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { SUPPORT_PANEL_BUILD } from '@/config/rawEnv';

// Only in simulator and QA builds: elsewhere the constant is false and the chunk is not even built.
// It needs the store, and comes after the page's own paint like the login notices (DeferredSessionGate).
const SupportPanel = SUPPORT_PANEL_BUILD ? lazy(() => import('@/features/support/SupportPanel')) : null;

interface AppProps {
  session: SessionLoader;
  i18n: I18n;
}

export function App({ session, i18n }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <SessionLoaderProvider value={session}>
          <BrowserRouter>
            <AppRoutes />
            {SupportPanel && (
              <DeferredSessionGate>
                {/* A panel that cannot be downloaded is left out; the page stays. */}
                <ErrorBoundary fallback={() => null}>
                  <Suspense fallback={null}>
                    <SupportPanel />
                  </Suspense>
                </ErrorBoundary>
              </DeferredSessionGate>
            )}
          </BrowserRouter>
          <AppToaster />
        </SessionLoaderProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
