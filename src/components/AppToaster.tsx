import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSonner, whenSonnerWanted } from '@/lib/notify';

/** Spec §2: toasts at the top right, closing by themselves after 5 s; Alt+T focuses them. */
export const TOAST_DURATION_MS = 5000;

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * Mounted with the first toast, so sonner's bytes stay off the first screen (docs/quality.md).
 * Until then there is no notification to show or to focus with Alt+T. sonner's own names for its
 * region and close buttons are English ("Notifications alt+T", "Close toast"): ours are translated.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenSonnerWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        hotkey={['altKey', 'KeyT']}
        closeButton
        richColors
        customAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </Suspense>
  );
}
