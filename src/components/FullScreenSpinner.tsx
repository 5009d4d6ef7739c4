import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';

/** How long a loading screen shows the logo alone before its ring (global.css, docs/decisions/0031). */
export const RING_AFTER_MS = 1000;
/** A loading screen this early in the page's life follows index.html's, whose ring started with the page. */
const STARTING_MS = 10_000;

/** Spec §2: the loading screen — a teal full-screen spinner with the product logo. */
export function FullScreenSpinner({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  // While the page starts, timed from its start as index.html's ring is: one loading screen following
  // another does not hide the ring again for a second. Later (a sign-in's), a second of its own.
  const [ringDelay] = useState(() => {
    const age = performance.now();
    return age < STARTING_MS ? Math.max(0, Math.round(RING_AFTER_MS - age)) : RING_AFTER_MS;
  });
  return (
    <div className="spinner-screen" role="status" aria-live="polite">
      <Logo className="spinner-screen__logo" size={96} label={t('game.title')} />
      <div className="spinner-screen__ring" style={{ animationDelay: `${ringDelay}ms` }} />
      <span className="visually-hidden">{t('common.loading')}</span>
      {children}
    </div>
  );
}
