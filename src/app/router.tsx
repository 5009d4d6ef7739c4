import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SessionGate } from '@/app/session/SessionGate';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { ROUTES } from '@/lib/routes';

// Spec §2: the login and game screens are loaded on demand, behind the full-screen spinner.
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const GamePage = lazy(() => import('@/features/game/GamePage'));
const PlaceholderPage = lazy(() => import('@/features/placeholder/PlaceholderPage'));
// docs/screens.md: the member's screens and the agent screens, each loaded on demand.
const AccountPage = lazy(() => import('@/features/account/AccountPage'));
const MyBetsPage = lazy(() => import('@/features/reports/MyBetsPage'));
const ResultsPage = lazy(() => import('@/features/reports/ResultsPage'));
const DepositPage = lazy(() => import('@/features/wallet/DepositPage'));
const WithdrawalPage = lazy(() => import('@/features/wallet/WithdrawalPage'));
const SubAccountsPage = lazy(() => import('@/features/subAccounts/SubAccountsPage'));
const NewSubAccountPage = lazy(() => import('@/features/subAccounts/NewSubAccountPage'));
const SubAccountDetailPage = lazy(() => import('@/features/subAccounts/SubAccountDetailPage'));
const WinReportPage = lazy(() => import('@/features/subAccounts/WinReportPage'));
const AllAccountsPage = lazy(() => import('@/features/subAccounts/AllAccountsPage'));
const SignedInFrame = lazy(() => import('@/app/SignedInFrame'));

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

const MEMBER_SCREENS = [
  [ROUTES.account, <AccountPage key="account" />],
  [ROUTES.myBets, <MyBetsPage key="my-bets" />],
  [ROUTES.results, <ResultsPage key="results" />],
  [ROUTES.deposit, <DepositPage key="deposit" />],
  [ROUTES.withdrawal, <WithdrawalPage key="withdrawal" />],
] as const;

const AGENT_SCREENS = [
  [ROUTES.subAccounts, <SubAccountsPage key="sub-accounts" />],
  [ROUTES.newSubAccount, <NewSubAccountPage key="new-sub-account" />],
  [ROUTES.subAccount, <SubAccountDetailPage key="sub-account" />],
  [ROUTES.winReport, <WinReportPage key="win-report" />],
  [ROUTES.allAccounts, <AllAccountsPage key="all-accounts" />],
] as const;

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.placeholder} element={<PlaceholderPage />} />
        <Route path={ROUTES.game} element={signedInScreen(<GamePage />)} />
        {MEMBER_SCREENS.map(([path, screen]) => (
          <Route key={path} path={path} element={signedInScreen(screen)} />
        ))}
        {AGENT_SCREENS.map(([path, screen]) => (
          <Route key={path} path={path} element={signedInScreen(screen, { agentOnly: true })} />
        ))}
        <Route path={ROUTES.agentGame} element={<Navigate to={ROUTES.game} replace />} />
        <Route path="*" element={<Navigate to={ROUTES.game} replace />} />
      </Routes>
    </Suspense>
  );
}
