import { useTranslation } from 'react-i18next';
import { SLOW_START_MS, SLOW_START_TEXT } from '@/app/slowStart';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { useTakingLong } from '@/lib/schedule/useTakingLong';

/**
 * The loading screen React shows while a screen's code or the session comes in. The spec sets no
 * request timeout, so a screen's chunk that never arrives left the spinner turning for ever (one that
 * fails is `ScreenLoadFailure`'s): after a while it says so and offers a reload, in the words
 * index.html's loading screen uses (slowStart.ts, kept there for a page without i18n yet).
 */
export function ScreenLoading() {
  const { t, i18n } = useTranslation();
  const slow = useTakingLong(true, SLOW_START_MS);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <FullScreenSpinner>
      {slow && (
        <>
          <p className="spinner-screen__slow">{SLOW_START_TEXT[language]}</p>
          <button type="button" className="spinner-screen__reload" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        </>
      )}
    </FullScreenSpinner>
  );
}
