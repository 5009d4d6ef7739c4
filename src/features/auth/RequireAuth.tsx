import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { ROUTES } from '@/lib/routes';
import { selectIsSignedIn } from '@/session/authSlice';

/** Spec §2: the game is reachable only when signed in; otherwise the visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to={ROUTES.login} replace state={{ from: location.pathname }} />;
  return children;
}
