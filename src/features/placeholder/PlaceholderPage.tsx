import { useTranslation } from 'react-i18next';
import { useScreenHeading } from '@/components/screenHeading';
import './PlaceholderPage.css';

/** Spec §2 /test: three coloured blocks labelled Top, Middle and Bottom content. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const heading = useScreenHeading(t('placeholder.title'));
  return (
    <main className="placeholder" aria-labelledby="placeholder-title">
      {/* A title for screen readers: the page is its three blocks (spec §2). */}
      <h1 id="placeholder-title" ref={heading} className="visually-hidden" tabIndex={-1}>
        {t('placeholder.title')}
      </h1>
      <section className="placeholder__block placeholder__block--top">{t('placeholder.top')}</section>
      <section className="placeholder__block placeholder__block--middle">{t('placeholder.middle')}</section>
      <section className="placeholder__block placeholder__block--bottom">{t('placeholder.bottom')}</section>
    </main>
  );
}
