import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { ROUTES } from '@/lib/routes';
import { selectSessionUser } from '@/session/authSlice';
import { hasSubAccounts } from '@/session/levels';
import './AppMenu.css';

const MEMBER_LINKS = [
  { to: ROUTES.game, label: 'nav.game' },
  { to: ROUTES.account, label: 'nav.account' },
  { to: ROUTES.myBets, label: 'nav.myBets' },
  { to: ROUTES.results, label: 'nav.results' },
  { to: ROUTES.deposit, label: 'nav.deposit' },
  { to: ROUTES.withdrawal, label: 'nav.withdrawal' },
  { to: ROUTES.playLimits, label: 'nav.playLimits' },
] as const;

const AGENT_LINKS = [
  { to: ROUTES.subAccounts, label: 'nav.subAccounts' },
  { to: ROUTES.winReport, label: 'nav.winReport' },
  { to: ROUTES.allAccounts, label: 'nav.allAccounts' },
] as const;

/**
 * The signed-in menu: a disclosure button and a list of links (paths only, so no feature imports
 * another). The agent links appear only for levels above Member. It closes on navigation and on
 * Escape, which gives focus back to the button.
 */
export function AppMenu() {
  const { t } = useTranslation();
  const user = useAppSelector(selectSessionUser);
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const location = useLocation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const links = hasSubAccounts(user?.levelName) ? [...MEMBER_LINKS, ...AGENT_LINKS] : MEMBER_LINKS;
  // Closed again once the location moves on from where it was opened (a link was followed).
  const shown = open && openedAt === location.key;

  useEffect(() => {
    if (!shown) return undefined;
    const first = document.getElementById(listId)?.querySelector('a');
    first?.focus();
    return undefined;
  }, [shown, listId]);

  function toggle() {
    setOpen(!shown);
    setOpenedAt(location.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !shown) return;
    setOpen(false);
    button.current?.focus();
  }

  // Tabbing out of the menu closes it, so an open list never covers the page behind the focus.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  return (
    <nav className="app-menu" aria-label={t('nav.label')} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="app-menu__toggle"
        aria-expanded={shown}
        aria-controls={listId}
        onClick={toggle}
      >
        <span aria-hidden="true">☰ </span>
        {t('nav.menu')}
      </button>
      <ul id={listId} className="app-menu__list" hidden={!shown}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={() => setOpen(false)}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
