import { Fragment, type ReactNode } from 'react';
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

/**
 * The signed-in frame: the menu, who is signed in, the language switch and logout, always in reach.
 *
 * The screen is keyed by the account: when another tab signs in as someone else and this tab follows,
 * the screen starts afresh. A query hook keeps its last answer while it asks for new arguments, and the
 * screen its page number: both were the previous account's (its balance and bets under the new login
 * id while the new account's loaded, and "page 2 of 1").
 *
 * `tools`: switches of other features, shown just before the language switch (the game's Sound).
 * `logout`: the Log out button, when another feature asks something first (the game's pending bets).
 */
export function SessionLayout({
  children,
  tools,
  logout = <LogoutButton />,
}: {
  children: ReactNode;
  tools?: ReactNode;
  logout?: ReactNode;
}) {
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
        {/* Together, so that the bar wraps them as one. */}
        <span className="session-layout__switches">
          {tools}
          <LanguageSwitch />
        </span>
        {logout}
      </header>
      <Fragment key={user?.id ?? 'none'}>{children}</Fragment>
    </div>
  );
}
