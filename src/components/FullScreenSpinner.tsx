import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';

/** When a loading screen's ring shows, from the page's start (global.css, docs/decisions/0031). */
export const RING_AFTER_MS = 1000;

/** Spec §2: the loading screen — a teal full-screen spinner with the product logo. */
export function FullScreenSpinner({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  // Timed from the page's start, as index.html's ring is: one loading screen following another does
  // not hide the ring again for a second.
  const [ringDelay] = useState(() => Math.max(0, Math.round(RING_AFTER_MS - performance.now())));
  return (
    <div className="spinner-screen" role="status" aria-live="polite">
      <Logo className="spinner-screen__logo" size={96} label={t('game.title')} />
      <div className="spinner-screen__ring" style={{ animationDelay: `${ringDelay}ms` }} />
      <span className="visually-hidden">{t('common.loading')}</span>
      {children}
    </div>
  );
}
