// Issue 8 "Bytes": gzip size of every JS and CSS file Chromium requests for /login before the form is
// in the DOM (Resource Timing against a MutationObserver's mark), against the floor (React + ReactDOM alone, same Vite, same run); what the login page loads
// after that, once idle (phase two of the boot: the session machinery); and what the game adds after
// sign-in.
// Usage: npx tsx bench/bytes.ts [--enforce]   (prints figures; --enforce exits 1 on a broken budget)
import { mkdirSync, writeFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { launch, runBench, signInFromLoginForm } from './browser';
import { serveApp, serveFloor } from './servers';

export const LOGIN_BUDGET_RATIO = 2.0;
export const GAME_BUDGET_KB = 40;
/**
 * Scripts and stylesheets before the form: on slow 4G each one is a round trip more than its bytes
 * (Lighthouse /login went from 98 to 99 when 9 preloads became 5: docs/quality.md, the fifteenth
 * session). A new small module the first screen shares goes into vite.config.ts's `shell` group.
 */
export const LOGIN_FILES_BUDGET = 8;
const KB = 1024;

/** Records the gzip -9 size of each script and stylesheet response, once per URL. */
function recordAssets(page: Page) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          sizes.set(response.url(), gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length);
        })
        .catch(() => undefined),
    );
  });
  let lastResponse = Date.now();
  page.on('response', () => (lastResponse = Date.now()));
  return {
    async settle(): Promise<Map<string, number>> {
      await Promise.all(pending);
      return new Map(sizes);
    },
    /** Resolves once no response has arrived for `quietMs` (what an idle page loads is in by then). */
    async quiet(quietMs = 1500): Promise<Map<string, number>> {
      while (Date.now() - lastResponse < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
      return this.settle();
    },
  };
}

declare global {
  interface Window {
    formReadyAt?: number;
  }
}

/** Runs in the page before its scripts: notes when the login form first appears in the DOM. */
function markFormReady() {
  new MutationObserver((_changes, observer) => {
    if (!document.getElementById('login-phone')) return;
    window.formReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Runs in the page: the files requested before the form was there — what the form needed. */
function requestedBeforeFormReady(): string[] {
  const readyAt = window.formReadyAt ?? Number.POSITIVE_INFINITY;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime <= readyAt)
    .map((entry) => entry.name);
}

const total = (sizes: Map<string, number>, except: Set<string> = new Set()) =>
  [...sizes].filter(([url]) => !except.has(url)).reduce((sum, [, bytes]) => sum + bytes, 0) / KB;

export interface BytesResult {
  floorKB: number;
  loginKB: number;
  loginRatio: number;
  /** Loaded by the login page after its form, once idle: not on the first screen's path. */
  loginDeferredKB: number;
  gameAddsKB: number;
  loginFiles: Record<string, number>;
  deferredFiles: Record<string, number>;
  gameFiles: Record<string, number>;
}

export async function measureBytes(ports = { floor: 4391, app: 4392 }): Promise<BytesResult> {
  const browser = await launch();
  const floor = await serveFloor(ports.floor);
  const app = await serveApp(ports.app);
  try {
    const floorPage = await browser.newPage();
    const floorAssets = recordAssets(floorPage);
    await floorPage.goto(floor.url);
    await floorPage.getByRole('heading', { name: 'Kla Klouk' }).waitFor();
    const floorSizes = await floorAssets.settle();

    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = recordAssets(page);
    await page.addInitScript(markFormReady);
    await page.goto(`${app.url}/login`);
    await page.locator('#login-phone').waitFor();
    // A member types for a few seconds: what the idle login page loads meanwhile is not the game's.
    const settledSizes = await assets.quiet();
    const neededUrls = await page.evaluate(requestedBeforeFormReady);
    const loginSizes = new Map([...settledSizes].filter(([url]) => neededUrls.includes(url)));

    await signInFromLoginForm(page);
    await page.locator('main.game').waitFor();
    const allSizes = await assets.quiet();
    const loginUrls = new Set(loginSizes.keys());
    const settledUrls = new Set(settledSizes.keys());

    const floorKB = total(floorSizes);
    const loginKB = total(loginSizes);
    const name = (url: string) => new URL(url).pathname;
    const files = (sizes: Map<string, number>, except: Set<string> = new Set()) =>
      Object.fromEntries(
        [...sizes].filter(([url]) => !except.has(url)).map(([url, bytes]) => [name(url), bytes]),
      );
    return {
      floorKB,
      loginKB,
      loginRatio: loginKB / floorKB,
      loginDeferredKB: total(settledSizes, loginUrls),
      gameAddsKB: total(allSizes, settledUrls),
      loginFiles: files(loginSizes),
      deferredFiles: files(settledSizes, loginUrls),
      gameFiles: files(allSizes, settledUrls),
    };
  } finally {
    await browser.close();
    await floor.close();
    await app.close();
  }
}

async function main() {
  const enforce = process.argv.includes('--enforce');
  const result = await measureBytes();
  const loginOk = result.loginRatio <= LOGIN_BUDGET_RATIO;
  const gameOk = result.gameAddsKB < GAME_BUDGET_KB;
  const loginFiles = Object.keys(result.loginFiles).length;
  const filesOk = loginFiles <= LOGIN_FILES_BUDGET;
  const line = (text: string, ok: boolean) => console.log(`${ok ? 'ok  ' : 'OVER'} ${text}`);
  console.log(`bytes: floor (React + ReactDOM, one <h1>) ${result.floorKB.toFixed(1)} KB gzip`);
  line(
    `bytes: /login ${result.loginKB.toFixed(1)} KB = ${result.loginRatio.toFixed(2)}× floor (budget ≤ ${LOGIN_BUDGET_RATIO.toFixed(2)}×)`,
    loginOk,
  );
  line(
    `bytes: /login asks for ${loginFiles} scripts and stylesheets before its form (budget ≤ ${LOGIN_FILES_BUDGET})`,
    filesOk,
  );
  console.log(
    `     bytes: /login then loads ${result.loginDeferredKB.toFixed(1)} KB once idle (the session machinery; no budget)`,
  );
  line(
    `bytes: /kla-klouk-game adds ${result.gameAddsKB.toFixed(1)} KB after sign-in (budget < ${GAME_BUDGET_KB} KB)`,
    gameOk,
  );
  const list = (label: string, files: Record<string, number>) => {
    for (const [file, bytes] of Object.entries(files))
      console.log(`       ${label} ${file} ${(bytes / KB).toFixed(1)} KB`);
  };
  list('login', result.loginFiles);
  list('idle ', result.deferredFiles);
  list('game ', result.gameFiles);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-bytes.json', `${JSON.stringify(result, null, 2)}\n`);
  if (enforce && !(loginOk && filesOk && gameOk)) process.exit(1);
}

if (process.argv[1]?.endsWith('bytes.ts')) runBench(main);
