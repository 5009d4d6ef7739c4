import type { ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** What is worth compressing ahead of time: text assets (fonts and images are compressed already). */
const PRECOMPRESSED = /\.(js|css|json|svg)$/;
/** The paths `npm start` serves from the build's files, precompressed: the hashed bundle and the translations. */
const PRECOMPRESSED_PATHS = /^\/(assets|locales)\//;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every text asset, written by the build beside the
 * file (`app.js.br`, `app.js.gz`), and served by `npm start` to a browser that accepts them
 * (docs/quality.md "What keeps the first screen small and quick"). Vite's preview server otherwise compresses on the fly with gzip
 * at its default level: the bootstrap chunk travels as 106 KB instead of 92 KB. A production server
 * should do the same (docs/security.md "Deployment headers": nginx's gzip_static / brotli_static).
 */
export function precompressedAssets(): Plugin[] {
  return [
    compression({ include: PRECOMPRESSED, threshold: 1024, logLevel: 'silent' }),
    {
      name: 'kla-klouk:serve-precompressed',
      configurePreviewServer(server) {
        const outDir = resolve(server.config.root, server.config.build.outDir);
        // sirv sets Vary to Accept-Encoding; the CORS middleware before it may have set Vary: Origin.
        const varyBefore = new WeakMap<ServerResponse, string>();
        const serve = sirv(outDir, {
          brotli: true,
          gzip: true,
          etag: true,
          // Looks files up per request, so a rebuild under a running server is served as it is.
          dev: true,
          extensions: [],
          // Cache-Control is not decided here: the security-headers middleware (vite.config.ts) sets it on
          // every response as it goes out, and turns it into no-store on an error.
          setHeaders(response) {
            const before = varyBefore.get(response);
            if (before) response.setHeader('Vary', `${before}, Accept-Encoding`);
          },
        });
        server.middlewares.use((request, response, next) => {
          if (!PRECOMPRESSED_PATHS.test((request.url ?? '/').split('?')[0] ?? '/')) return next();
          const vary = response.getHeader('Vary');
          if (typeof vary === 'string' && vary !== '') varyBefore.set(response, vary);
          // A file that is not there is a 404, not the SPA's index.html: an old tab asking for a chunk of
          // the previous build must see the failure (and not cache a page as the chunk for a year).
          serve(request, response, () => {
            response.statusCode = 404;
            response.end();
          });
        });
      },
    },
  ];
}
