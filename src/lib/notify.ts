import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const onFirstLoad = new Set<() => void>();

/** sonner is loaded once, when the first toast is asked for — not on the first screen. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of onFirstLoad) listener();
    onFirstLoad.clear();
  }
  return sonner;
}

/** Calls `listener` once sonner is wanted (at once if it already is); returns an unsubscribe. */
export function whenSonnerWanted(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  onFirstLoad.add(listener);
  return () => onFirstLoad.delete(listener);
}

type Show = (message: string) => void;

const show =
  (kind: 'error' | 'success' | 'info' | 'warning'): Show =>
  (message) =>
    void loadSonner().then((module) => module.toast[kind](message));

/**
 * The toast calls the app uses, with sonner's names. A toast asked for before the toaster has
 * mounted appears when it does (sonner replays active toasts to a new toaster).
 */
export const toast: Record<'error' | 'success' | 'info' | 'warning', Show> = {
  error: show('error'),
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
};

/** For tests: closes every toast (sonner keeps them in a module-level store). */
export async function dismissAllToasts(): Promise<void> {
  if (sonner) (await sonner).toast.dismiss();
}
