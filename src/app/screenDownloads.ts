/**
 * The screens' downloads under way (app/lazyScreen.ts), for the frame's notice
 * (app/ScreenDownloadNotice.tsx). Navigation inside the signed-in frame is a React transition: while
 * the next screen's chunk downloads, React keeps the old screen up, and the URL has already changed.
 *
 * A download starts while React renders the screen (React.lazy's first render asks for it). The count
 * changes a microtask later: a store that components read with `useSyncExternalStore` must not change
 * under a render in progress.
 */
let underWay = 0;
const listeners = new Set<() => void>();

function count(change: number): void {
  queueMicrotask(() => {
    underWay += change;
    for (const listener of listeners) listener();
  });
}

/** Counts `download` as under way until it settles; returns it. */
export function trackScreenDownload<T>(download: Promise<T>): Promise<T> {
  count(1);
  const settled = () => count(-1);
  download.then(settled, settled);
  return download;
}

export function subscribeToScreenDownloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const screenDownloadUnderWay = (): boolean => underWay > 0;
