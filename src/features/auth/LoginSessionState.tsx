import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { pathForLevel } from '@/features/auth/levelRoutes';
import { selectSessionExpired, selectSessionUser } from '@/session/authSlice';

/**
 * What the login screen shows once the session is restored (a moment after the form): the expiry
 * notice, or — for a member who is still signed in — the way to the game.
 */
export default function LoginSessionState({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const expired = useAppSelector(selectSessionExpired);
  if (user && !submitting) return <Navigate to={pathForLevel(user.levelName)} replace />;
  if (!expired) return null;
  // An alert, not a status: this line arrives with its text, after the form (the session loads after
  // paint), and a live region inserted together with its text is often not announced, while an alert
  // is announced when it is inserted. It is worth interrupting for: it says why the member is back here.
  return (
    <p className="login__notice" role="alert">
      {t('login.sessionExpired')}
    </p>
  );
}
