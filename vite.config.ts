import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, normalizePath, type Plugin } from 'vite';
import { precompressedAssets } from './deploy/precompressed';
import { preloadFirstScreen } from './deploy/preloadFirstScreen';
import { cacheControlFor, ERROR_CACHE_CONTROL } from './deploy/cachePolicy';
import { securityHeaders } from './deploy/securityHeaders';
import { sharedChunkGroup } from './deploy/sharedChunk';
import { secretKeyGuard } from './deploy/secretKeyGuard';
import { stripSupportLocales } from './deploy/supportLocales';
import { taskBoundaryBefore, taskBoundaryWithinFirstScreen } from './deploy/taskBoundary';
import { simulatorPlugin } from './mocks/server/vitePlugin';

/** A hash of the translation files: the i18n cache (7 days) is dropped when they change. */
function localesVersion(): string {
  const root = new URL('./public/locales/', import.meta.url);
  const hash = createHash('sha256');
  for (const language of readdirSync(root).sort()) {
    hash.update(readFileSync(new URL(`${language}/translation.json`, root)));
  }
  return hash.digest('hex').slice(0, 12);
}

process.env.VITE_LOCALES_VERSION ??= localesVersion();

/**
 * The production headers (deploy/securityHeaders.ts) on `vite preview`, which is what `npm start`
 * serves. Not on the dev server: its hot-reload preamble is an inline script.
 */
function securityHeadersPlugin(apiBaseUrl: string): Plugin {
  const headers = securityHeaders(apiBaseUrl);
  return {
    name: 'kla-klouk:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        const cacheControl = cacheControlFor((request.url ?? '/').split('?')[0] ?? '/');
        if (cacheControl) {
          // Decided here, for every response, as its headers go out: the static file servers (Vite's,
          // and sirv in deploy/precompressed.ts) hand writeHead a Cache-Control of their own.
          const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
          response.writeHead = ((...args: unknown[]) => {
            const status = typeof args[0] === 'number' ? args[0] : response.statusCode;
            const value = status < 400 ? cacheControl : ERROR_CACHE_CONTROL;
            response.setHeader('Cache-Control', value);
            for (const headers of args) {
              if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
              for (const name of Object.keys(headers)) {
                if (name.toLowerCase() === 'cache-control')
                  (headers as Record<string, unknown>)[name] = value;
              }
            }
            return writeHead(...args);
          }) as typeof response.writeHead;
        }
        next();
      });
    },
  };
}

const LOGO_PLACEHOLDER =
  '<!-- logo: public/logo.svg, inlined by vite.config.ts so it paints before any request -->';

/** The spinner in index.html draws public/logo.svg inline: it paints with the page, before any request. */
function inlineLogoPlugin(): Plugin {
  return {
    name: 'kla-klouk:inline-logo',
    transformIndexHtml(html) {
      if (!html.includes(LOGO_PLACEHOLDER)) throw new Error('index.html: the logo placeholder is missing');
      const logo = readFileSync(new URL('./public/logo.svg', import.meta.url), 'utf8')
        .trim()
        .replace('<svg ', '<svg class="spinner-screen__logo" width="96" height="96" ');
      return html.replace(LOGO_PLACEHOLDER, logo);
    },
  };
}

/**
 * VITE_SUPPORT_PANEL (docs/architecture.md "QA builds and DevTools"): the environment, else the .env
 * files. Only `true` puts the panel in; anything but `true`, `false` or empty stops the build, since
 * a `1` or `TRUE` meant as "on" would silently build without it.
 */
function supportPanelOn(mode: string): boolean {
  const value = loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPPORT_PANEL ?? '';
  if (!['true', 'false', ''].includes(value)) {
    throw new Error(`VITE_SUPPORT_PANEL must be true or false (or unset), not "${value}"`);
  }
  return value === 'true';
}

/*
 * React Router 7's package exports name only its development build (remix-run/react-router#12532 and
 * #14102: "temporary" since 7.0.2), so a production bundle carried its dev warnings and checks: more
 * bytes, and more script to evaluate before the first screen. Builds take the production build it
 * ships beside it; `vite` (dev) keeps the warnings.
 */
function reactRouterProductionBuild() {
  const file = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  if (!existsSync(file)) throw new Error(`react-router's production build is not at ${file} any more`);
  return { find: /^react-router$/, replacement: file };
}

/** The first screen a page shows (`/login`): its modules beside the entry. */
const FIRST_SCREEN = ['/src/app/bootstrap.tsx', '/src/features/auth/LoginPage.tsx'];

/** A source file's module id as the bundler spells it (forward slashes on every system). */
const moduleId = (path: string) => normalizePath(fileURLToPath(new URL(`.${path}`, import.meta.url)));

/** What the game route loads in phase two: the store's runtime, the signed-in frame, the table. */
const TABLE_SCREEN = [
  '/src/app/session/sessionRuntime.tsx',
  '/src/app/SignedInFrame.tsx',
  '/src/features/game/GamePage.tsx',
];

// Build-time configuration is read only by src/config (see docs/architecture.md).
export default defineConfig(({ mode, command }) => ({
  // The server simulator answers /api and /__sim in `vite` and `vite preview` (SIM=off to disable; docs/simulator.md).
  plugins: [
    // A build for a real API needs a storage key of its own (docs/security.md "Deployment").
    secretKeyGuard(new URL('./', import.meta.url).href),
    react(),
    inlineLogoPlugin(),
    // Phase two's evaluation in five tasks, not one long one: Redux Toolkit with Immer; RTK Query
    // with React Redux; crypto-js with what seals the stored session; the API; then its answers'
    // schemas and everything built on them (docs/architecture.md "Phase two runs in short tasks").
    taskBoundaryBefore('node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs', FIRST_SCREEN),
    taskBoundaryBefore('node_modules/crypto-js/core.js', FIRST_SCREEN),
    taskBoundaryBefore('src/api/api.ts', FIRST_SCREEN),
    taskBoundaryBefore('src/api/schemas.ts', FIRST_SCREEN),
    // The first screen's own evaluation in two tasks: React DOM's client, the largest module it runs,
    // after the shell's libraries (docs/architecture.md "Boot in two phases"). `import_client` is
    // the bundler's name for what `react-dom/client` exports; the build stops if it is renamed.
    taskBoundaryWithinFirstScreen('src/app/bootstrap.tsx', 'var import_client = '),
    simulatorPlugin(),
    // The first screen's chunks download with the entry (docs/quality.md "What keeps the first screen small and quick").
    preloadFirstScreen(FIRST_SCREEN),
    securityHeadersPlugin(
      process.env.VITE_API_BASE_URL ??
        loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL ??
        'http://localhost',
    ),
    // Before the precompressed copies are made: a build without the panel ships none of its strings.
    stripSupportLocales(supportPanelOn(mode)),
    // After the headers: they are set on the response before the precompressed file is sent.
    ...precompressedAssets(),
  ],
  resolve: {
    alias: [
      // Without VITE_SUPPORT_PANEL=true the panel's module is swapped for an empty one, so its code is
      // not in the bundle at all (a dead dynamic import would still be emitted as a chunk).
      ...(supportPanelOn(mode)
        ? []
        : [
            {
              find: /^@\/features\/support\/SupportPanel$/,
              replacement: fileURLToPath(new URL('./src/app/supportPanelOff.tsx', import.meta.url)),
            },
          ]),
      ...(command === 'build' ? [reactRouterProductionBuild()] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  build: {
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        /*
         * One "shell" chunk for what the first screen and the later screens share: React, the router,
         * react-i18next and the first screen's small helpers. Left to itself the bundler made a chunk
         * for every set of importers (react, jsx-runtime, the router and react-i18next, afterIdle,
         * digits, NoAnswerYet: 9 preloads on /login), and on a slow phone each request costs a round trip more than
         * its bytes: 5 preloads, Lighthouse /login LCP 2.20 s against 2.35 s (docs/quality.md
         * "What keeps the first screen small and quick"). Only modules the entry does not import: the entry stays free of static
         * imports, so the start-up check and the translations' preload run before anything else lands.
         * lib/chunks is here for the same reason: the login page, the app and the round details share
         * it, and alone it was one more request before the login form.
         */
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              priority: 1,
              test: /node_modules\/(react|react-router|react-i18next|scheduler)\/|src\/lib\/schedule\/(afterIdle|afterNextPaint|useTakingLong)|src\/lib\/format\/digits|src\/components\/NoAnswerYet|src\/lib\/chunks\//,
            },
            /*
             * One "signedIn" chunk for the code the game route's phase two shares with other screens
             * (the store, the API, the game's state): left to itself the bundler cut it into sixteen
             * chunks by sets of importers, and twenty-four requests at once cost the browser process
             * and the network service the cores the page's own tasks were waiting for
             * (docs/decisions/0032-one-chunk-for-the-table-s-shared-code.md).
             */
            sharedChunkGroup('signedIn', {
              entry: moduleId('/src/main.tsx'),
              firstScreen: FIRST_SCREEN.map(moduleId),
              screen: TABLE_SCREEN.map(moduleId),
            }),
          ],
        },
      },
    },
  },
  // No CORS of Vite's own: the simulator decides who may call /api and /__sim (docs/simulator.md), and
  // the app's files are only ever loaded by its own pages.
  server: { host: '127.0.0.1', port: 5173, strictPort: true, cors: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, cors: false },
}));
