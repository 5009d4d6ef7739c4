import type { Persistor } from 'redux-persist';
import type { AppStore } from '@/app/store';

/**
 * The persisted state is written a moment after it changes (persist.ts, WRITE_DELAY_MS), so that a tap
 * paints before its state is sealed and stored (docs/decisions/0030-write-after-paint.md). What that
 * delay could lose is written at once here: everything, when the page is hidden or left (a reload, a
 * closed or backgrounded tab), and the session itself (its tokens) whenever it changes.
 */
export function writeBehind(store: AppStore, persistor: Persistor): () => void {
  const flush = () => void persistor.flush();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  let auth = store.getState().auth;
  const stopWatching = store.subscribe(() => {
    const next = store.getState().auth;
    if (next === auth) return;
    auth = next;
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
