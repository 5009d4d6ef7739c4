import { Suspense } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/router';
import { DeferredSessionGate, SessionLoaderProvider } from '@/app/session/SessionGate';
import type { SessionLoader } from '@/app/session/sessionLoader';
import { AppToaster } from '@/components/AppToaster';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { SUPPORT_PANEL_BUILD } from '@/config/rawEnv';
import { retryingImport } from '@/lib/chunks/retryingImport';
import { useRenewableLazy } from '@/lib/chunks/useRenewableLazy';

// Only in simulator and QA builds: elsewhere the constant is false and the chunk is not even built.
// It needs the store, and comes after the page's own paint like the login notices (DeferredSessionGate).
const loadSupportPanel = SUPPORT_PANEL_BUILD
  ? retryingImport(() => import('@/features/support/SupportPanel'))
  : null;

/** The support panel; one that cannot be downloaded is left out (the page stays), and tried again online. */
function SupportPanelSlot({ load }: { load: NonNullable<typeof loadSupportPanel> }) {
  const [SupportPanel, renew] = useRenewableLazy(load);
  return (
    <ErrorBoundary fallback={() => null} onRetry={renew}>
      <Suspense fallback={null}>
        <SupportPanel />
      </Suspense>
    </ErrorBoundary>
  );
}

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
            {loadSupportPanel && (
              <DeferredSessionGate>
                <SupportPanelSlot load={loadSupportPanel} />
              </DeferredSessionGate>
            )}
          </BrowserRouter>
          <AppToaster />
        </SessionLoaderProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
