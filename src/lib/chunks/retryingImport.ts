import { failedChunk } from '@/lib/chunks/failedChunk';

/** Imports a chunk by its URL (a test's stand-in: Jest cannot import a URL). */
export type ImportUrl<T> = (url: string) => Promise<T>;

const importUrl = <T>(url: string) => import(/* @vite-ignore */ url) as Promise<T>;

/**
 * `load` (a dynamic import), made to download its chunk again after a failure. A browser may keep a
 * failed dynamic import for the rest of the page (whatwg/html#6768; Chromium 150 did):
 * importing the same chunk again then fails at once, without a request. After a failure that names
 * the chunk, the next call asks for it under a new query, which is fetched; otherwise it calls `load`.
 * Once a query has brought the chunk, every later call asks for that same URL: the module it gave.
 */
export function retryingImport<T>(load: () => Promise<T>, byUrl: ImportUrl<T> = importUrl): () => Promise<T> {
  let chunk: string | undefined;
  let retries = 0;
  let brought: string | undefined;
  return () => {
    if (brought) return byUrl(brought);
    const url = chunk ? `${chunk}?retry=${++retries}` : undefined;
    const attempt = url ? byUrl(url) : load();
    return attempt.then(
      (module) => {
        brought = url;
        return module;
      },
      (error: unknown) => {
        chunk = failedChunk(error) ?? chunk;
        throw error;
      },
    );
  };
}
