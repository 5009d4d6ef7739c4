import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { toast } from '@/lib/notify';
import { selectSessionUser } from '@/session/authSlice';

/**
 * Says so when this tab took another account's sign-in from another tab (docs/architecture.md, "One
 * session per browser"): the screen changes under the member's hands, and bets now go to that account.
 */
export function useAccountSwitchNotice(): void {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const shownAccount = useRef(user?.id);
  useEffect(() => {
    const before = shownAccount.current;
    shownAccount.current = user?.id;
    if (user && before !== undefined && before !== user.id) {
      toast.info(t('session.switchedAccount', { loginId: user.loginId }));
    }
  }, [user, t]);
}
