import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { RequireAuth } from '@/features/auth/RequireAuth';
import { SessionLayout } from '@/features/auth/SessionLayout';
import { ROUTES } from '@/lib/routes';

// Spec §2: the login and game screens are loaded on demand, behind the full-screen spinner.
const LoginPage = lazy(() => import('@/features/auth/LoginPage'));
const GamePage = lazy(() => import('@/features/game/GamePage'));
const PlaceholderPage = lazy(() => import('@/features/placeholder/PlaceholderPage'));

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
        <Route path={ROUTES.agentGame} element={<Navigate to={ROUTES.game} replace />} />
        <Route path="*" element={<Navigate to={ROUTES.game} replace />} />
      </Routes>
    </Suspense>
  );
}
