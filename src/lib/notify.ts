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
export type Download = (url?: string) => Promise<Sonner>;

const importSonner: Download = (url) =>
  url ? (import(/* @vite-ignore */ url) as Promise<Sonner>) : import('sonner');

/**
 * The chunk a failed import names (lib/chunks/failedChunk.ts does the same for the lazy parts; this
 * module keeps its own copy: importing that one moves notify out of the bootstrap chunk into a chunk
 * of its own, one more request before the login form).
 */
function failedChunk(error: unknown): string | undefined {
  const url = /https?:\/\/[^\s?#]+\.js/.exec(String(error))?.[0];
  return url?.startsWith(`${window.location.origin}/`) ? url : undefined;
}

/** Shows a message; the id it returns closes it early (`dismiss`). */
type Show = (message: string) => number;

/** A page's toasts: sonner, downloaded with the first toast, and the messages shown without it. */
export interface Toasts {
  /** The toast calls, with sonner's names. */
  readonly toast: Record<ToastKind, Show>;
  /**
   * sonner is loaded when the first toast is asked for — not on the first screen. A failed download
   * (offline) is forgotten: the next toast, or the browser coming back online, downloads it again.
   */
  load(): Promise<Sonner>;
  /**
   * Closes one message before its time (a message that no longer holds). Its close waits behind its
   * showing on the same download of sonner, so a message asked for a moment ago is closed as well.
   */
  dismiss(id: number): void;
  /** Closes every toast (for tests: sonner keeps them in a module-level store). */
  dismissAll(): Promise<void>;
  /** For AppToaster (useSyncExternalStore): sonner once loaded, and the messages shown without it. */
  subscribe(listener: () => void): () => void;
  state(): ToastState;
  /** Closes a message of the fallback (its close button, or its 5 s are up). */
  closeFallback(id: number): void;
  /** Stops waiting for the browser to come back online (a test's toasts, at its end). */
  dispose(): void;
}

/** Toasts that download sonner with `download` (a test's stand-in; by default its chunk). */
export function createToasts(download: Download = importSonner): Toasts {
  let chunk: string | undefined;
  let retries = 0;
  let sonner: Promise<Sonner> | undefined;
  let nextId = 0;
  let state: ToastState = { sonner: undefined, failed: false, fallback: [] };
  const listeners = new Set<() => void>();

  const update = (next: Partial<ToastState>): void => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const retry = (): void => void load().catch(() => undefined);

  function load(): Promise<Sonner> {
    if (!sonner) {
      // After a failure that named the chunk, under a new query (lib/chunks/retryingImport.ts says why).
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

  const closeFallback = (id: number): void => {
    update({ fallback: state.fallback.filter((item) => item.id !== id) });
  };

  const show =
    (kind: ToastKind): Show =>
    (message) => {
      const id = ++nextId;
      void load().then(
        (module) => module.toast[kind](message, { id }),
        // No message is lost: without sonner it is shown (and announced) by AppToaster's fallback.
        () => update({ fallback: [...state.fallback, { id, kind, message }] }),
      );
      return id;
    };

  return {
    toast: { error: show('error'), success: show('success'), info: show('info'), warning: show('warning') },
    load,
    dismiss(id) {
      const close = () => {
        if (state.fallback.some((item) => item.id === id)) closeFallback(id);
      };
      close();
      void sonner?.then((module) => module.toast.dismiss(id), close);
    },
    async dismissAll() {
      if (state.fallback.length > 0) update({ fallback: [] });
      const module = await sonner?.catch(() => undefined);
      module?.toast.dismiss();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    closeFallback,
    dispose() {
      window.removeEventListener('online', retry);
    },
  };
}

// The page's one toaster: sonner keeps its toasts in its own module-level store, so they are page-level.
export const pageToasts = createToasts();

/**
 * The toast calls the app uses, with sonner's names. A toast asked for before the toaster has
 * mounted appears when it does (sonner replays active toasts to a new toaster).
 */
export const toast = pageToasts.toast;
export const loadSonner = pageToasts.load;
export const dismissToast = pageToasts.dismiss;
export const subscribeToToasts = pageToasts.subscribe;
export const toastState = pageToasts.state;
export const closeFallbackToast = pageToasts.closeFallback;
/** For tests: closes every toast of the page. */
export const dismissAllToasts = pageToasts.dismissAll;
