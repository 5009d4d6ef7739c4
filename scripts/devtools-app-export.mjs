// Exports a trace with Redux DevTools' own export code: the Redux DevTools app (@redux-devtools/app,
// the app-core UI and export middleware the extension embeds) in Chromium, connected through the
// @redux-devtools/cli socket server to a QA build whose store uses @redux-devtools/remote (a local,
// uncommitted patch). Plays a sign-in, a bet, its confirmation and the round, then clicks the app's
// Export button. Set-up: docs/qa-devtools-traces.md "A trace exported by Redux DevTools' own code".
//
//   node scripts/devtools-app-export.mjs out.json   (GAME_URL, DEVTOOLS_URL, CHROMIUM_PATH)
import { chromium } from '@playwright/test';

const GAME = process.env.GAME_URL ?? 'http://localhost:4174';
const DEVTOOLS = process.env.DEVTOOLS_URL ?? 'http://127.0.0.1:8001/';
const OUT = process.argv[2] ?? 'state.json';
const log = (line) => process.stdout.write(`${line}\n`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1200, height: 900 } });
const devtools = await context.newPage();
const game = await context.newPage();
await devtools.goto(DEVTOOLS);

await game.request.post(`${GAME}/__sim/reset`, { data: {} });
await game.goto(`${GAME}/login`);
await game.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
await game.reload();
await game.getByLabel('Phone number').waitFor();

// The remote client relays only after the app's START, which the app sends when it connects: so
// connect once the page is up (Settings → Connection → custom → Connect).
await devtools.getByText('Settings', { exact: true }).click();
await devtools.getByLabel('custom', { exact: true }).check();
await devtools.getByLabel('hostname').fill('127.0.0.1');
await devtools.getByRole('button', { name: 'Connect', exact: true }).click();
await devtools.getByText('Actions', { exact: true }).click();
log('DevTools app connected');

await game.getByLabel('Phone number').fill('010000001');
await game.getByLabel('Password').fill('demo1234');
await game.getByLabel('Password').press('Enter');
await game.getByTestId('phase').waitFor({ timeout: 20_000 });
log('signed in');

for (let attempt = 0; ; attempt += 1) {
  const { data } = await (await game.request.get(`${GAME}/__sim/state`)).json();
  if (data.round.phase === 'BETTING' && data.round.closesAt - data.serverTime >= 8000) break;
  if (attempt > 10) throw new Error('no betting window');
  await game.waitForTimeout(Math.max(200, data.round.endsAt - data.serverTime + 200));
}
await game
  .getByTestId('phase')
  .getByText(/Betting open/)
  .waitFor();
await game.getByRole('button', { name: /^Tiger,/ }).click();
await game.getByRole('button', { name: 'Confirm', exact: true }).click();
await game
  .getByTestId('submission')
  .getByText(/Bets confirmed/)
  .waitFor({ timeout: 10_000 });
log('bet confirmed');
await game
  .getByTestId('phase')
  .getByText(/Result/)
  .waitFor({ timeout: 40_000 });
await game.waitForTimeout(1500);

await devtools.bringToFront();
const [download] = await Promise.all([
  devtools.waitForEvent('download', { timeout: 20_000 }),
  devtools.getByRole('button', { name: 'Export to a file' }).click(),
]);
await download.saveAs(OUT);
log(`exported ${download.suggestedFilename()} -> ${OUT}`);
await browser.close();
