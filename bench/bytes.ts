// Issue 8 "Bytes": gzip size of every JS and CSS file Chromium fetches for /login until the form is
// ready, against the floor (React + ReactDOM alone, same Vite, same run); and what the game adds.
// Usage: npx tsx bench/bytes.ts [--enforce]   (prints figures; --enforce exits 1 on a broken budget)
import { mkdirSync, writeFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { launch } from './browser';
import { serveApp, serveFloor } from './servers';

export const LOGIN_BUDGET_RATIO = 2.0;
export const GAME_BUDGET_KB = 40;
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
  return {
    async settle(): Promise<Map<string, number>> {
      await Promise.all(pending);
      return new Map(sizes);
    },
  };
}

const total = (sizes: Map<string, number>, except: Set<string> = new Set()) =>
  [...sizes].filter(([url]) => !except.has(url)).reduce((sum, [, bytes]) => sum + bytes, 0) / KB;

export interface BytesResult {
  floorKB: number;
  loginKB: number;
  loginRatio: number;
  gameAddsKB: number;
  loginFiles: Record<string, number>;
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
    await page.goto(`${app.url}/login`);
    await page.locator('#login-phone').waitFor();
    const loginSizes = await assets.settle();

    await page.locator('#login-phone').fill('010000001');
    await page.locator('#login-password').fill('demo1234');
    await page.locator('#login-password').press('Enter');
    await page.waitForURL(/\/kla-klouk-game$/);
    await page.waitForLoadState('networkidle');
    const allSizes = await assets.settle();
    const loginUrls = new Set(loginSizes.keys());

    const floorKB = total(floorSizes);
    const loginKB = total(loginSizes);
    const name = (url: string) => new URL(url).pathname;
    return {
      floorKB,
      loginKB,
      loginRatio: loginKB / floorKB,
      gameAddsKB: total(allSizes, loginUrls),
      loginFiles: Object.fromEntries([...loginSizes].map(([url, bytes]) => [name(url), bytes])),
      gameFiles: Object.fromEntries(
        [...allSizes].filter(([url]) => !loginUrls.has(url)).map(([url, bytes]) => [name(url), bytes]),
      ),
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
  const line = (text: string, ok: boolean) => console.log(`${ok ? 'ok  ' : 'OVER'} ${text}`);
  console.log(`bytes: floor (React + ReactDOM, one <h1>) ${result.floorKB.toFixed(1)} KB gzip`);
  line(
    `bytes: /login ${result.loginKB.toFixed(1)} KB = ${result.loginRatio.toFixed(2)}× floor (budget ≤ ${LOGIN_BUDGET_RATIO.toFixed(2)}×)`,
    loginOk,
  );
  line(
    `bytes: /kla-klouk-game adds ${result.gameAddsKB.toFixed(1)} KB (budget < ${GAME_BUDGET_KB} KB)`,
    gameOk,
  );
  for (const [file, bytes] of Object.entries(result.loginFiles))
    console.log(`       login ${file} ${(bytes / KB).toFixed(1)} KB`);
  for (const [file, bytes] of Object.entries(result.gameFiles))
    console.log(`       game  ${file} ${(bytes / KB).toFixed(1)} KB`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-bytes.json', `${JSON.stringify(result, null, 2)}\n`);
  if (enforce && !(loginOk && gameOk)) process.exit(1);
}

if (process.argv[1]?.endsWith('bytes.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
