import { Toaster } from 'sonner';

/** Spec §2: toasts at the top right, closing by themselves after 5 s; Alt+T focuses them. */
export const TOAST_DURATION_MS = 5000;

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      hotkey={['altKey', 'KeyT']}
      closeButton
      richColors
    />
  );
}
