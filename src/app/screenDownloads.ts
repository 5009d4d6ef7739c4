/**
 * The screens' downloads under way (app/lazyScreen.ts), for the frame's notice
 * (app/ScreenDownloadNotice.tsx). Navigation inside the signed-in frame is a React transition: while
 * the next screen's chunk downloads, React keeps the old screen up, and the URL has already changed.
 *
 * A download starts while React renders the screen (React.lazy's first render asks for it). The count
 * changes a microtask later: a store that components read with `useSyncExternalStore` must not change
 * under a render in progress.
 */
// Page-level, as the downloads are: React.lazy keeps each screen's module for the page, not per store.
const downloads = { underWay: 0, listeners: new Set<() => void>() };

function count(change: number): void {
  queueMicrotask(() => {
    downloads.underWay += change;
    for (const listener of downloads.listeners) listener();
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
  downloads.listeners.add(listener);
  return () => downloads.listeners.delete(listener);
}

export const screenDownloadUnderWay = (): boolean => downloads.underWay > 0;
