import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { toast } from '@/lib/notify';
import { useAppSelector } from '@/app/hooks';
import { ROUTES } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { hasSubAccounts } from '@/session/levels';

/**
 * The agent screens are for levels above Member. A Member who opens one by its path goes back to the
 * game with a notice; the server would refuse the calls anyway (403), this keeps them from trying.
 */
export function RequireAgentLevel({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const allowed = hasSubAccounts(user?.levelName);
  const noticed = useRef(false);
  useEffect(() => {
    // StrictMode runs this effect twice on the same mount (refs survive): one notice per redirect.
    if (allowed || noticed.current) return;
    noticed.current = true;
    toast.info(t('nav.agentOnly'));
  }, [allowed, t]);
  if (!allowed) return <Navigate to={ROUTES.game} replace />;
  return children;
}
