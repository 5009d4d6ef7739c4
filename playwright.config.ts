import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './bench/chromium-flags.json';

/*
 * Browser tests against the real production build and the simulator (npm start), in Debian's Chromium
 * when it is there (CHROMIUM_PATH overrides; elsewhere Playwright's own browser is used).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const BAD_CONFIG_PORT = E2E_PORT + 1;
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One simulator is shared by every test: run them one at a time so scenarios cannot cross.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, so a timing hiccup on a loaded machine does not sink a run; a test that needed
  // it is reported as flaky by scripts/ci-summary.mjs, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `node scripts/start.mjs --port ${E2E_PORT}`,
      url: `http://localhost:${E2E_PORT}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        // A build of its own: a test run must not swap dist/ under a running `npm start`.
        BUILD_OUT_DIR: `dist-e2e-${E2E_PORT}`,
        SIM_BETTING_MS: process.env.SIM_BETTING_MS ?? '8000',
        SIM_SHAKE_MS: process.env.SIM_SHAKE_MS ?? '2500',
        SIM_RESULT_MS: process.env.SIM_RESULT_MS ?? '3000',
      },
    },
    {
      // The same app built with a broken configuration (spec §5), served without the simulator.
      command: `node scripts/serve-bad-config.mjs --port ${BAD_CONFIG_PORT}`,
      url: `http://localhost:${BAD_CONFIG_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
