import type { Page } from '@playwright/test';
import { DEMO, expect, resetSimulator, simState, test } from './support';

/*
 * Two tabs of one browser signing in as different accounts at nearly the same moment (docs/architecture.md,
 * "One session per browser"): the newest sign-in wins in both tabs, and the session it replaces is ended
 * once, by one tab, while the other only follows.
 */

/** A tab at /login in English, listening to the other tabs, with these credentials typed in. */
async function readyToSignIn(page: Page, account: { phoneNumber: string; password: string }) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  // The login screen starts its session (and listens to the other tabs) after its first paint; the
  // support panel comes with it.
  await expect(page.getByText('Support tools (simulator)')).toBeVisible();
  await page.getByLabel('Phone number').fill(account.phoneNumber);
  await page.getByLabel('Password').fill(account.password);
}

/** Submits the typed form `afterMs` from now, timed inside the page so both tabs' timers run together. */
function submitAfter(page: Page, afterMs: number) {
  return page.evaluate((ms) => {
    const form = document.querySelector<HTMLFormElement>('form.login__form');
    setTimeout(() => form?.requestSubmit(), ms);
  }, afterMs);
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('two tabs signing in as different accounts at once', () => {
  // The second tab's submit lags the first's by these many milliseconds: within one login's round trips.
  for (const lag of [0, 5, 10, 25, 50, 100]) {
    test(`both end on the game as the same account, and one session is left (lag ${lag} ms)`, async ({
      context,
      page,
    }) => {
      const other = await context.newPage();
      await readyToSignIn(page, DEMO.member);
      await readyToSignIn(other, DEMO.agent);
      const signedInAs = (tab: Page) => tab.locator('.session-layout__who');

      await Promise.all([submitAfter(page, 0), submitAfter(other, lag)]);

      await expect(page).toHaveURL(/\/kla-klouk-game$/, { timeout: 15_000 });
      await expect(other).toHaveURL(/\/kla-klouk-game$/, { timeout: 15_000 });
      const who = (await signedInAs(page).textContent()) ?? '';
      expect(who).toMatch(/^Signed in as /);
      await expect(signedInAs(other)).toHaveText(who);
      // The replaced session is ended at the server by one tab: one session is left, and each sign-in
      // but the newest cost one logout call. (A tab that heard the other's sign-in before its own submit
      // went out follows it and signs in no more.)
      await expect.poll(async () => (await simState(page)).activeSessions).toBe(1);
      const { calls } = await simState(page);
      expect(calls['/api/oauth/logout'] ?? 0).toBe((calls['/api/oauth/token'] ?? 0) - 1);
      // Both tabs stay where they are once they agree.
      await expect(page).toHaveURL(/\/kla-klouk-game$/);
      await expect(signedInAs(page)).toHaveText(who);
      await expect(signedInAs(other)).toHaveText(who);
      expect((await simState(page)).calls['/api/oauth/logout'] ?? 0).toBe(calls['/api/oauth/logout'] ?? 0);
    });
  }
});
