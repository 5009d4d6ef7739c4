import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, expect, expectNoAxeViolations, resetSimulator, signIn, test, waitForBetting } from './support';

/*
 * Provably fair dice (docs/fairness.md) against the production build and the simulator with short
 * rounds (playwright.config.ts: betting 8 s, shake 2.5 s, result 3 s).
 */

const BETTING_PATH = '**/api/app/accounts/betting/getByAccountId';

/** The Node recipe of docs/fairness.md, as the page writes it, saved as a script. */
function recipeScript(): string {
  const doc = readFileSync(join(__dirname, '..', 'docs', 'fairness.md'), 'utf8');
  const match = /<!-- recipe:node[^>]*-->\s*```js\n([\s\S]*?)\n```/.exec(doc);
  if (!match?.[1]) throw new Error('docs/fairness.md has no recipe:node block');
  const file = join(mkdtempSync(join(tmpdir(), 'kk-recipe-')), 'verify-round.mjs');
  writeFileSync(file, match[1]);
  return file;
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test('a played round shows its fingerprint while betting, then "Verified"', async ({ page }) => {
  await signIn(page, DEMO.member);
  const round = await waitForBetting(page);
  const fingerprint = page.getByTestId('fingerprint');
  await expect(fingerprint).toContainText(`${round.seedHash.slice(0, 8)}…${round.seedHash.slice(-8)}`);
  await fingerprint.getByRole('button', { name: /^Show all/ }).click();
  await expect(fingerprint).toContainText(round.seedHash);

  await page.getByRole('button', { name: /^Tiger,/ }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('submission')).toHaveText(/Bets confirmed/);

  const status = page.getByTestId('fairness-status');
  // Exactly: checked against the fingerprint seen while betting, not only the published one.
  await expect(status.getByRole('status')).toHaveText('✓ Verified', { timeout: 20_000 });
  await expect(status).toHaveAttribute('data-outcome', 'verified');
  await expect(page.getByTestId('fairness-warning')).toHaveCount(0);
});

test('without Web Crypto (a page served over plain http) the result is verified all the same', async ({
  page,
}) => {
  // crypto.subtle exists only in a secure context; the browser tests run on localhost, which is one.
  await page.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }));
  await signIn(page, DEMO.member);
  await waitForBetting(page, 2000);
  expect(await page.evaluate(() => globalThis.crypto.subtle === undefined)).toBe(true);
  await expect(page.getByTestId('fairness-status').getByRole('status')).toHaveText('✓ Verified', {
    timeout: 20_000,
  });
});

test('a seed altered in transit at the result is warned of until dismissed', async ({ page }) => {
  await signIn(page, DEMO.member);
  const round = await waitForBetting(page, 2000);
  // From the round whose fingerprint the table has shown: its seed is rewritten at the result.
  const forged = randomBytes(32).toString('hex');
  await page.route(BETTING_PATH, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as {
      data: { round: { id: number; phase: string; seed: string | null } };
    };
    if (answer.data.round.id === round.id && answer.data.round.phase === 'RESULT')
      answer.data.round.seed = forged;
    await route.fulfill({ response, json: answer });
  });

  const warning = page.getByTestId('fairness-warning').filter({ hasText: `Round ${round.id}` });
  await expect(warning).toContainText("This round's dice do not match its fingerprint", { timeout: 20_000 });
  await expect(warning).toContainText('The revealed seed does not hash to the fingerprint.');
  await expect(page.getByTestId('fairness-status')).toContainText('Not verified');

  // It stays into the next round; Dismiss takes it away.
  await expect(page.getByText(`Round ${round.id + 1}`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Dismiss' }).click();
  await expect(warning).toHaveCount(0);
});

test('a past round from the Results screen shows its steps and a proof the documented recipe accepts', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await page.goto('/results');
  const open = page.getByRole('button', { name: /^Round \d+: details and proof$/ }).first();
  const name = (await open.getAttribute('aria-label')) ?? '';
  const roundId = Number(/Round (\d+)/.exec(name)?.[1]);
  await open.click();

  const dialog = page.getByRole('dialog', { name: `Round ${roundId}: proof of the dice` });
  await expect(dialog.getByTestId('details-outcome')).toContainText(
    'Verified against the published fingerprint',
  );
  await expect(dialog.getByTestId('details-outcome')).toContainText(
    'This browser did not see the fingerprint while betting was open',
  );
  const steps = dialog.getByTestId('details-steps');
  await expectNoAxeViolations(page);
  await expect(steps).toContainText(`Block 0: HMAC-SHA256(seed, "klaklouk:${roundId}")`);
  await expect(steps.locator('.round-details__byte--used')).toHaveCount(3);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download the proof (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kla-klouk-round-${roundId}-proof.json`);
  const proofFile = join(mkdtempSync(join(tmpdir(), 'kk-proof-')), 'proof.json');
  await download.saveAs(proofFile);
  const output = execFileSync(process.execPath, [recipeScript(), proofFile], { encoding: 'utf8' });
  expect(output).toMatch(new RegExp(`^OK round ${roundId}: `));

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('round details that cannot be downloaded leave the table in place, and open once back online', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  const latest = page.getByRole('region', { name: 'Last 10 results' }).getByRole('button').first();
  await expect(latest).toBeVisible();
  const chunk = /\/assets\/RoundDetailsDialog-[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await latest.click();
  await expect(
    page.getByText("The round's details could not be shown. Check your connection, then open them again."),
  ).toBeVisible();
  // The table stays: not the screen-wide error ("This screen could not be shown") in its place.
  await expect(page.getByTestId('phase')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(chunk);
  await latest.click();
  await expect(page.getByRole('dialog', { name: /^Round \d+: proof of the dice$/ })).toBeVisible();
});
