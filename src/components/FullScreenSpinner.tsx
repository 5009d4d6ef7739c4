import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';

/** Spec §2: the loading screen — a teal full-screen spinner with the product logo. */
export function FullScreenSpinner({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="spinner-screen" role="status" aria-live="polite">
      <Logo className="spinner-screen__logo" size={96} label={t('game.title')} />
      <div className="spinner-screen__ring" />
      <span className="visually-hidden">{t('common.loading')}</span>
      {children}
    </div>
  );
}
