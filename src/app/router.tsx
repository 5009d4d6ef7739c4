import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { lazyScreen, type LazyScreen } from '@/app/lazyScreen';
import { SessionGate } from '@/app/session/SessionGate';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { ROUTES } from '@/lib/routes';
import { yieldToMain } from '@/lib/schedule/yieldToMain';

// Spec §2: the login and game screens are loaded on demand, behind the full-screen spinner.
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const PlaceholderPage = lazy(() => import('@/features/placeholder/PlaceholderPage'));
// The signed-in screens (docs/screens.md), each loaded on demand; the one a page opens on is
// preloaded beside phase two of the boot (preloadSignedInScreen, bootstrap.tsx).
const GamePage = lazyScreen(() => import('@/features/game/GamePage'));
const SignedInFrame = lazyScreen(() => import('@/app/SignedInFrame'));

interface SignedInScreen {
  path: string;
  Screen: LazyScreen<object>;
  /** Agent screens also need a level above Member. */
  agentOnly?: boolean;
}

type ScreenModule = () => Promise<{ default: ComponentType<object> }>;
const member = (path: string, load: ScreenModule): SignedInScreen => ({ path, Screen: lazyScreen(load) });
const agent = (path: string, load: ScreenModule): SignedInScreen => ({
  ...member(path, load),
  agentOnly: true,
});

// In match order: /sub-accounts/new before /sub-accounts/:id.
const SIGNED_IN_SCREENS: readonly SignedInScreen[] = [
  { path: ROUTES.game, Screen: GamePage },
  member(ROUTES.account, () => import('@/features/account/AccountPage')),
  member(ROUTES.myBets, () => import('@/features/reports/MyBetsPage')),
  member(ROUTES.results, () => import('@/features/reports/ResultsPage')),
  member(ROUTES.deposit, () => import('@/features/wallet/DepositPage')),
  member(ROUTES.withdrawal, () => import('@/features/wallet/WithdrawalPage')),
  agent(ROUTES.subAccounts, () => import('@/features/subAccounts/SubAccountsPage')),
  agent(ROUTES.newSubAccount, () => import('@/features/subAccounts/NewSubAccountPage')),
  agent(ROUTES.subAccount, () => import('@/features/subAccounts/SubAccountDetailPage')),
  agent(ROUTES.winReport, () => import('@/features/subAccounts/WinReportPage')),
  agent(ROUTES.allAccounts, () => import('@/features/subAccounts/AllAccountsPage')),
];

/**
 * Downloads the session frame and the screen a signed-in path shows (the game for a path that leads
 * there), so they arrive beside phase two instead of one after the other once it is done. Settles when
 * both are in; a failed download is not an error here: the screen asks again when it renders, and
 * shows it.
 */
export async function preloadSignedInScreen(pathname: string): Promise<void> {
  const screen = SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname)) ?? {
    Screen: GamePage,
  };
  const frame = Promise.allSettled([SignedInFrame.preload()]);
  // Each import appends a preload link per chunk it needs, and an append now and then stalls for
  // milliseconds: the frame's and the screen's in two tasks (docs/quality.md, the seventh session).
  await yieldToMain();
  await Promise.allSettled([frame, screen.Screen.preload()]);
}

/**
 * A signed-in screen: it waits for the session (phase two of the boot, restored from storage), then
 * shows the screen in the session frame. /login and /test render without waiting.
 */
function signedInScreen(screen: ReactNode, options: { agentOnly?: boolean } = {}) {
  return (
    <SessionGate fallback={<FullScreenSpinner />}>
      <SignedInFrame agentOnly={options.agentOnly}>{screen}</SignedInFrame>
    </SessionGate>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.placeholder} element={<PlaceholderPage />} />
        {SIGNED_IN_SCREENS.map(({ path, Screen, agentOnly }) => (
          <Route key={path} path={path} element={signedInScreen(<Screen />, { agentOnly })} />
        ))}
        <Route path={ROUTES.agentGame} element={<Navigate to={ROUTES.game} replace />} />
        <Route path="*" element={<Navigate to={ROUTES.game} replace />} />
      </Routes>
    </Suspense>
  );
}
