import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { toast } from '@/lib/notify';
import { selectSessionUser } from '@/session/authSlice';

/**
 * Says so when this tab took another account's sign-in from another tab (docs/architecture.md, "One
 * session per browser"): the screen changes under the member's hands, and bets now go to that account.
 * The previous account's place in a list (`?page=`) is dropped with it: the screen starts afresh
 * (SessionLayout), on its first page.
 */
export function useAccountSwitchNotice(): void {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const shownAccount = useRef(user?.id);
  useEffect(() => {
    const before = shownAccount.current;
    shownAccount.current = user?.id;
    if (user && before !== undefined && before !== user.id) {
      toast.info(t('session.switchedAccount', { loginId: user.loginId }));
      if (search) void navigate(pathname, { replace: true });
    }
  }, [user, t, navigate, pathname, search]);
}
