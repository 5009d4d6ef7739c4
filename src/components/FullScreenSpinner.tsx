import { useTranslation } from 'react-i18next';

/** Spec §2: the loading screen — a teal full-screen spinner with the product logo. */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner-screen" role="status" aria-live="polite">
      <img className="spinner-screen__logo" src="/logo.svg" alt="Kla Klouk" width={96} height={96} />
      <div className="spinner-screen__ring" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
