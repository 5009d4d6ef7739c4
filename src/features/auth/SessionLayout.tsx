import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { AppMenu } from '@/features/auth/AppMenu';
import { LogoutButton } from '@/features/auth/LogoutButton';
import { useAccountSwitchNotice } from '@/features/auth/useAccountSwitchNotice';
import { useHeartbeat } from '@/features/auth/useHeartbeat';
import { selectSessionUser } from '@/session/authSlice';
import './SessionLayout.css';
import { Logo } from '@/components/Logo';

/** The signed-in frame: the menu, who is signed in, the language switch and logout, always in reach. */
export function SessionLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  useHeartbeat();
  useAccountSwitchNotice();
  return (
    <div className="session-layout">
      <header className="session-layout__bar">
        <AppMenu />
        <Logo size={32} />
        <span className="session-layout__title">{t('game.title')}</span>
        <span className="session-layout__who">
          <span className="visually-hidden">{t('session.signedInAs')} </span>
          {user?.loginId}
        </span>
        <LanguageSwitch />
        <LogoutButton />
      </header>
      {children}
    </div>
  );
}
