import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenHeading } from '@/components/screenHeading';
import { ROUTES } from '@/lib/routes';
import './Screen.css';

interface ScreenProps {
  title: string;
  children: ReactNode;
  /** Where "back" leads; the game by default, so every screen is one step from the table. */
  backTo?: string;
  backLabel?: string;
}

/**
 * The frame of a signed-in screen other than the game: a titled main region with a way back. The title
 * names the document too, and its heading takes the focus after a navigation (useScreenHeading).
 */
export function Screen({ title, children, backTo = ROUTES.game, backLabel }: ScreenProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useScreenHeading(title);
  return (
    <main className="screen" aria-labelledby={titleId}>
      <Link className="screen__back" to={backTo}>
        <span aria-hidden="true">← </span>
        {backLabel ?? t('nav.backToGame')}
      </Link>
      <h1 id={titleId} ref={heading} className="screen__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </main>
  );
}
