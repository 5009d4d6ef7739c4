import type { Persistor } from 'redux-persist';
import type { AppStore } from '@/app/store';

/**
 * The persisted state is written a moment after it changes (persist.ts, WRITE_DELAY_MS), so that a tap
 * paints before its state is sealed and stored (docs/decisions/0030-write-after-paint.md). What that
 * delay could lose is written at once here: everything when the page is hidden or left (a reload, a
 * closed or backgrounded tab); the session (its tokens) whenever it changes; and the game whenever its
 * submission does, so that a draft already sent never comes back as a draft after a crash.
 */
export function writeBehind(store: AppStore, persistor: Persistor): () => void {
  const flush = () => void persistor.flush();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const written = (state: ReturnType<AppStore['getState']>) => [state.auth, state.game.submission];
  let last = written(store.getState());
  // A diff, not a listener: it must follow every action that changes these, a refresh and a session
  // followed from another tab as well as the session's and the bet's own.
  const stopWatching = store.subscribe(() => {
    const next = written(store.getState());
    if (next.every((part, index) => part === last[index])) return;
    last = next;
    flush();
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    stopWatching();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
