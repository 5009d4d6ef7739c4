import { useTranslation } from 'react-i18next';
import { SLOW_START_TEXT } from '@/app/slowStart';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';

/**
 * What a loading screen says once its wait has lasted (the spec sets no request timeout, so a chunk
 * may never come): why it may be taking long, in the words of index.html's loading screen
 * (slowStart.ts, kept there for a page without i18n yet), and a reload.
 */
export function SlowLoading() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <>
      <p className="spinner-screen__slow">{SLOW_START_TEXT[language]}</p>
      <button type="button" className="spinner-screen__reload" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </>
  );
}
