import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageToasts, type FallbackToast, type Toasts } from '@/lib/notify';
import '@/components/AppToaster.css';

/** Spec §2: toasts at the top right, closing by themselves after 5 s; Alt+T focuses them. */
export const TOAST_DURATION_MS = 5000;

/**
 * sonner's Toaster, mounted once sonner has downloaded with the first toast, so its bytes stay off
 * the first screen (docs/quality.md). Until then there is no notification to show or to focus with
 * Alt+T. sonner's own names for its region and close buttons are English ("Notifications alt+T",
 * "Close toast"): ours are translated.
 *
 * If sonner cannot be downloaded (offline), nothing throws: the messages are shown by a minimal
 * fallback in the same place, with the same names and duration, until a later download succeeds
 * (src/lib/notify.ts tries again on the next toast and when the browser is back online).
 *
 * It shows the page's toasts; a test may give it toasts of its own (`createToasts`).
 */
export function AppToaster({ toasts = pageToasts }: { toasts?: Toasts }) {
  const { t } = useTranslation();
  const { sonner, failed, fallback } = useSyncExternalStore(toasts.subscribe, toasts.state, toasts.state);
  const region = useRef<HTMLElement>(null);
  const showFallback = fallback.length > 0 || (failed && !sonner);

  useEffect(() => {
    if (!showFallback || sonner) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') region.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showFallback, sonner]);

  const messages = (alert: boolean) =>
    fallback
      .filter((item) => (item.kind === 'error' || item.kind === 'warning') === alert)
      .map((item) => (
        <FallbackMessage key={item.id} item={item} label={t('toast.close')} close={toasts.closeFallback} />
      ));

  return (
    <>
      {sonner && (
        <sonner.Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          hotkey={['altKey', 'KeyT']}
          closeButton
          richColors
          customAriaLabel={t('toast.region')}
          toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
        />
      )}
      {/* Live regions stay while the download keeps failing, so later messages are announced. */}
      {showFallback && (
        <section ref={region} className="toast-fallback" aria-label={t('toast.region')} tabIndex={-1}>
          <LiveRegions status={messages(false)} alert={messages(true)} />
        </section>
      )}
    </>
  );
}

/**
 * How long the fallback's live regions are in the page, empty, before the first message goes in: a
 * screen reader announces a change to a region it already knows, and often not a `status` inserted
 * together with its text (an `alert` is announced either way).
 */
export const LIVE_REGION_SETTLE_MS = 150;

function LiveRegions({ status, alert }: { status: ReactNode; alert: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <div role="status">{settled && status}</div>
      <div role="alert">{settled && alert}</div>
    </>
  );
}

interface FallbackMessageProps {
  item: FallbackToast;
  label: string;
  close: (id: number) => void;
}

function FallbackMessage({ item, label, close }: FallbackMessageProps) {
  useEffect(() => {
    const timer = setTimeout(() => close(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, close]);
  return (
    <p className={`toast-fallback__toast toast-fallback__toast--${item.kind}`}>
      <span>{item.message}</span>
      <button type="button" aria-label={label} onClick={() => close(item.id)}>
        ×
      </button>
    </p>
  );
}
