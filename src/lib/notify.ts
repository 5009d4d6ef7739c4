import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
export type ToastKind = 'error' | 'success' | 'info' | 'warning';

/** A message shown without sonner, whose download failed (AppToaster's fallback). */
export interface FallbackToast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

export interface ToastState {
  /** sonner, once downloaded: AppToaster mounts its Toaster. */
  readonly sonner: Sonner | undefined;
  /** The last download of sonner failed (it is tried again on the next toast and when back online). */
  readonly failed: boolean;
  /** Messages asked for while sonner could not be downloaded, oldest first. */
  readonly fallback: readonly FallbackToast[];
}

/** Downloads sonner: its chunk, or `url` (the same chunk under a new query) to try again. */
type Download = (url?: string) => Promise<Sonner>;

const importSonner: Download = (url) =>
  url ? (import(/* @vite-ignore */ url) as Promise<Sonner>) : import('sonner');

/**
 * Browsers keep a failed dynamic import for the rest of the page (whatwg/html#6768; Chromium 150
 * does): importing the chunk again fails at once, without a request. Chromium and Firefox name the
 * chunk in the error, so the retry asks for it under a new query, which is fetched. (Safari does not
 * name it: there the retry imports the same chunk.)
 */
function failedChunk(error: unknown): string | undefined {
  const url = /https?:\/\/[^\s?#]+\.js/.exec(String(error))?.[0];
  return url?.startsWith(`${window.location.origin}/`) ? url : undefined;
}

let download = importSonner;
let chunk: string | undefined;
let retries = 0;
let sonner: Promise<Sonner> | undefined;
let nextId = 0;
let state: ToastState = { sonner: undefined, failed: false, fallback: [] };
const stateListeners = new Set<() => void>();

function update(next: Partial<ToastState>): void {
  state = { ...state, ...next };
  for (const listener of stateListeners) listener();
}

const retry = (): void => void loadSonner().catch(() => undefined);

/**
 * sonner is loaded when the first toast is asked for — not on the first screen. A failed download
 * (offline) is forgotten: the next toast, or the browser coming back online, downloads it again.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    const attempt = chunk ? download(`${chunk}?retry=${++retries}`) : download();
    sonner = attempt;
    attempt.then(
      (module) => update({ sonner: module, failed: false }),
      (error: unknown) => {
        if (sonner === attempt) sonner = undefined;
        chunk = failedChunk(error) ?? chunk;
        update({ failed: true });
        window.addEventListener('online', retry, { once: true });
      },
    );
  }
  return sonner;
}

/** For AppToaster (useSyncExternalStore): sonner once loaded, and the messages shown without it. */
export function subscribeToToasts(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

export function toastState(): ToastState {
  return state;
}

/** Closes a message of the fallback (its close button, or its 5 s are up). */
export function closeFallbackToast(id: number): void {
  update({ fallback: state.fallback.filter((item) => item.id !== id) });
}

/** Shows a message; the id it returns closes it early (`dismissToast`). */
type Show = (message: string) => number;

const show =
  (kind: ToastKind): Show =>
  (message) => {
    const id = ++nextId;
    void loadSonner().then(
      (module) => module.toast[kind](message, { id }),
      // No message is lost: without sonner it is shown (and announced) by AppToaster's fallback.
      () => update({ fallback: [...state.fallback, { id, kind, message }] }),
    );
    return id;
  };

/**
 * The toast calls the app uses, with sonner's names. A toast asked for before the toaster has
 * mounted appears when it does (sonner replays active toasts to a new toaster).
 */
export const toast: Record<ToastKind, Show> = {
  error: show('error'),
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
};

/**
 * Closes one message before its time (a message that no longer holds). Its close waits behind its
 * showing on the same download of sonner, so a message asked for a moment ago is closed as well.
 */
export function dismissToast(id: number): void {
  const close = () => {
    if (state.fallback.some((item) => item.id === id)) closeFallbackToast(id);
  };
  close();
  void sonner?.then((module) => module.toast.dismiss(id), close);
}

/** For tests: closes every toast (sonner keeps them in a module-level store). */
export async function dismissAllToasts(): Promise<void> {
  if (state.fallback.length > 0) update({ fallback: [] });
  const module = await sonner?.catch(() => undefined);
  module?.toast.dismiss();
}

/** For tests: a page that has not asked for a toast yet, which downloads sonner with `load`. */
export function resetToastsForTests(load: Download = importSonner): void {
  window.removeEventListener('online', retry);
  download = load;
  chunk = undefined;
  retries = 0;
  sonner = undefined;
  state = { sonner: undefined, failed: false, fallback: [] };
  for (const listener of stateListeners) listener();
}
