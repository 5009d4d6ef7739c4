import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { SessionLayout } from '@/features/auth/SessionLayout';
import { RequireAgentLevel } from '@/features/subAccounts/RequireAgentLevel';
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

/** A signed-in screen in the session frame; agent screens also need a level above Member. */
function signedInScreen(screen: ReactNode, options: { agentOnly?: boolean } = {}) {
  return (
    <RequireAuth>
      <SessionLayout>
        {options.agentOnly ? <RequireAgentLevel>{screen}</RequireAgentLevel> : screen}
      </SessionLayout>
    </RequireAuth>
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
        <Route
          path={ROUTES.game}
          element={
            <RequireAuth>
              <SessionLayout>
                <GamePage />
              </SessionLayout>
            </RequireAuth>
          }
        />
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
