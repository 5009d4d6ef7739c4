import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  resetSimulator,
  setScenario,
  signIn,
  skipToPhase,
  test,
  waitForBetting,
} from './support';

/*
 * Session expiry as a member lives it (docs/support-session-expiry.md, docs/architecture.md "Session,
 * refresh and tabs"), in the production build against the simulator. The simulator's call counts
 * (GET /__sim/state) tell how many refreshes really reached the server.
 */

const REFRESH = '/api/oauth/refresh';
const EXPIRY_NOTICE = 'Your session has expired. Please sign in again.';

async function callCount(page: Page, path: string): Promise<number> {
  const response = await page.request.get('/__sim/state');
  const body = (await response.json()) as { data: { calls: Record<string, number> } };
  return body.data.calls[path] ?? 0;
}

async function resetCalls(page: Page): Promise<void> {
  expect((await page.request.post('/__sim/calls/reset', { data: {} })).ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('session expiry (spec §4)', () => {
  test('an expired access token is refreshed silently: the member stays on the game', async ({ page }) => {
    await signIn(page, DEMO.member);
    await resetCalls(page);
    await setScenario(page, { expireAccess: { loginId: DEMO.member.phoneNumber } });

    // The game screen polls the betting data every 1.5 s: the next poll gets a 401, one refresh
    // follows and the poll is repeated. (No reload here: a page unloaded in the middle of a refresh
    // would make the next page refresh again, which the server's grace window absorbs but counts.)
    await expect.poll(() => callCount(page, REFRESH), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(2_000);
    expect(await callCount(page, REFRESH)).toBe(1);
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByText(EXPIRY_NOTICE)).toHaveCount(0);
  });

  test('when every refresh fails, the member lands on /login with the expiry notice', async ({ page }) => {
    await signIn(page, DEMO.member);
    await setScenario(page, { failAllRefresh: true, expireAccess: { loginId: DEMO.member.phoneNumber } });

    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(EXPIRY_NOTICE)).toBeVisible();
    // Nothing of the session is left to bring it back.
    await page.goto('/kla-klouk-game');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a bet's outcome owed when the session expired is told at the member's next sign-in", async ({
    page,
  }) => {
    await signIn(page, DEMO.member);
    await skipToPhase(page, 'BETTING');
    const { id: staked } = await waitForBetting(page, 5000);
    await page.locator('[data-symbol="TIGER"]').click();
    await page.getByTestId('confirm').click();
    await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');

    // The table's next poll meets an expired token and a refused refresh: the session ends there.
    await setScenario(page, { failAllRefresh: true, expireAccess: { loginId: DEMO.member.phoneNumber } });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(EXPIRY_NOTICE)).toBeVisible();
    await setScenario(page, { failAllRefresh: false });
    await skipToPhase(page, 'RESULT');
    await skipToPhase(page, 'BETTING');

    await signIn(page, DEMO.member);
    await expect(page.locator('[data-sonner-toast]')).toHaveText(
      new RegExp(`^Your bets of round #${staked} were settled: `),
    );
  });

  test('two tabs expiring together cost exactly one refresh between them', async ({ context, page }) => {
    await signIn(page, DEMO.member);
    const second = await context.newPage();
    await second.goto('/kla-klouk-game');
    await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();

    await resetCalls(page);
    await setScenario(page, { expireAccess: { loginId: DEMO.member.phoneNumber } });
    // Both tabs poll the betting data every 1.5 s: both get 401s for the same token within moments.
    await expect.poll(() => callCount(page, REFRESH), { timeout: 15_000 }).toBe(1);
    // Let both tabs poll a few more times: one refresh between them, and both still signed in.
    await page.waitForTimeout(4_000);
    expect(await callCount(page, REFRESH)).toBe(1);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await expect(second).toHaveURL(/\/kla-klouk-game$/);
  });

  test('logging out in one tab signs the other tab out', async ({ context, page }) => {
    await signIn(page, DEMO.member);
    const second = await context.newPage();
    await second.goto('/kla-klouk-game');
    await expect(second.getByRole('button', { name: 'Log out' })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login$/);
    // A logout is not an expiry: no notice.
    await expect(second.getByText(EXPIRY_NOTICE)).toHaveCount(0);
    await second.reload();
    await expect(second).toHaveURL(/\/login$/);
  });

  test('logout while requests are in flight: straight to sign-in, no notice, nothing comes back (doc flow 3)', async ({
    page,
  }) => {
    await signIn(page, DEMO.member);
    await setScenario(page, { latencyMs: 1500 });
    await page.waitForTimeout(500); // a poll is now in flight
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The late answers land and change nothing.
    await page.waitForTimeout(3500);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(EXPIRY_NOTICE)).toHaveCount(0);
    await setScenario(page, { latencyMs: 0 });
  });

  test('reopening the browser after the refresh token expired lands on sign-in with the notice (doc flow 5)', async ({
    browser,
    page,
  }) => {
    await signIn(page, DEMO.member);
    const stored = await page.context().storageState();
    await page.close();

    // Eight simulated days: past the default 7-day absolute end of the session.
    const control = await browser.newContext({ baseURL: page.url().replace(/\/kla-klouk-game$/, '') });
    for (let day = 0; day < 8; day += 1) {
      const moved = await control.request.post('/__sim/clock', { data: { advanceMs: 86_400_000 } });
      expect(moved.ok()).toBe(true);
    }
    await control.close();

    const reopened = await browser.newContext({
      storageState: stored,
      baseURL: page.url().replace(/\/kla-klouk-game$/, ''),
    });
    const again = await reopened.newPage();
    await again.goto('/kla-klouk-game');
    await expect(again).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(again.getByText(EXPIRY_NOTICE)).toBeVisible();
    await reopened.close();
  });
});

test.describe('one session per browser: the newest sign-in wins (docs/architecture.md)', () => {
  const signedInAs = (page: Page) => page.locator('.session-layout__who');

  test('a tab still at /login follows a sign-in made in another tab', async ({ context, page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
    // The login screen starts its session after its first paint; the support panel comes with it. Only
    // then does this tab listen (a background tab paints nothing, and restores on its return instead).
    await expect(page.getByText('Support tools (simulator)')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/login');
    await other.getByLabel('Phone number').fill(DEMO.member.phoneNumber);
    await other.getByLabel('Password').fill(DEMO.member.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(/\/kla-klouk-game$/);

    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await expect(signedInAs(page)).toHaveText(`Signed in as ${DEMO.member.phoneNumber}`);
  });

  test('a tab asleep while the browser changed accounts takes the new one and never writes its own back', async ({
    context,
    page,
  }) => {
    await signIn(page, DEMO.member);
    const other = await context.newPage();
    await other.goto('/kla-klouk-game');
    await expect(signedInAs(other)).toHaveText(`Signed in as ${DEMO.member.phoneNumber}`);

    // The member's first tab sleeps (as a phone freezes a background tab) and hears nothing ...
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    // ... while the second tab logs out and the agent signs in there.
    await other.getByRole('button', { name: 'Log out' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await other.getByLabel('Phone number').fill(DEMO.agent.phoneNumber);
    await other.getByLabel('Password').fill(DEMO.agent.password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(signedInAs(other)).toHaveText(`Signed in as ${DEMO.agent.phoneNumber}`);

    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    // The member looks at that tab again (a background tab does not paint, nor finish a route change).
    await page.bringToFront();
    await expect(signedInAs(page)).toHaveText(`Signed in as ${DEMO.agent.phoneNumber}`, { timeout: 15_000 });
    // Whatever the woken tab did, the stored session is still the agent's.
    await other.reload();
    await expect(signedInAs(other)).toHaveText(`Signed in as ${DEMO.agent.phoneNumber}`);
    await page.reload();
    await expect(signedInAs(page)).toHaveText(`Signed in as ${DEMO.agent.phoneNumber}`);
  });
});
