import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';

export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className="error-screen" role="alert">
      <Logo size={72} />
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
