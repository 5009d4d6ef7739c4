import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenHeading } from '@/components/screenHeading';
import { ROUTES } from '@/lib/routes';
import './PlaceholderPage.css';

/**
 * Spec §2 /test: three coloured blocks labelled Top, Middle and Bottom content, and above them a link
 * home (the game, or the sign-in for a visitor who is not signed in), so the page is no dead end.
 */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const heading = useScreenHeading(t('placeholder.title'));
  return (
    <main className="placeholder" aria-labelledby="placeholder-title">
      {/* A title for screen readers: the page is its three blocks (spec §2). */}
      <h1 id="placeholder-title" ref={heading} className="visually-hidden" tabIndex={-1}>
        {t('placeholder.title')}
      </h1>
      <nav className="placeholder__bar">
        <Link to={ROUTES.root} className="placeholder__home">
          {t('placeholder.home')}
        </Link>
      </nav>
      <section className="placeholder__block placeholder__block--top">{t('placeholder.top')}</section>
      <section className="placeholder__block placeholder__block--middle">{t('placeholder.middle')}</section>
      <section className="placeholder__block placeholder__block--bottom">{t('placeholder.bottom')}</section>
    </main>
  );
}
