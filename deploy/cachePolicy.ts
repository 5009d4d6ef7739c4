/*
 * How long a browser or a shared cache may keep each response: one definition for `npm start`
 * (vite.config.ts) and the nginx configuration (deploy/nginx.ts).
 */

/** The hashed bundle may be kept for a year: a new build has new file names. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The page must never be kept: a new deployment is picked up at the next load. */
export const PAGE_CACHE_CONTROL = 'no-store';

/** An error is never kept in place of the file it stands for (a chunk of an older build, say). */
export const ERROR_CACHE_CONTROL = 'no-store';

/** index.html and the client routes are never cached; hashed assets may be; anything else, the server's default. */
export function cacheControlFor(path: string): string | null {
  if (path === '/' || path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path)) return PAGE_CACHE_CONTROL;
  if (path.startsWith('/assets/')) return ASSET_CACHE_CONTROL;
  return null;
}
