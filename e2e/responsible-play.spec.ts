import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  resetSimulator,
  setScenario,
  signIn,
  simState,
  test,
  waitForBetting,
} from './support';

/*
 * Responsible play (docs/responsible-play.md) against the production build and the simulator: the
 * member's own limits refuse a bet before anything is sent, the reality check comes on its interval
 * and holds Confirm, a break holds across a reload, and a transfer is confirmed before it is sent.
 */

async function openFromMenu(page: Page, link: string, heading: string = link) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

const joins = async (page: Page) => (await simState(page)).calls['/api/app/play/game/join'] ?? 0;

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await setScenario(page, { timing: { bettingMs: 15000 } });
});

test('a stake limit set on the Play limits screen refuses a bet that would pass it, before sending it', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Play limits');
  await expect(page.getByText('In force: no limit.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Stake limit per round (USD)').fill('5');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('In force: $5.00.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the game' }).click();
  await waitForBetting(page, 6000, { skip: true });
  await page.getByRole('button', { name: '$5.00', exact: true }).click();
  await page.getByRole('button', { name: /^Tiger,/ }).click();
  await page.getByRole('button', { name: /^Crab,/ }).click();
  // Shown on one line under Confirm, said whole.
  const notice = page.getByTestId('notice');
  await expect(notice.locator('[aria-hidden="true"]')).toHaveText('Your stake limit is $5.00.');
  await expect(notice.locator('.visually-hidden')).toHaveText('Your own stake limit is $5.00 per round.');
  await expect(page.getByTestId('draft-total')).toHaveText('$5.00');

  // Raising it waits 24 hours: the screen says when, and the table still refuses.
  await openFromMenu(page, 'Play limits');
  await page.getByLabel('Stake limit per round (USD)').fill('50');
  await page.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText(/In force: \$5\.00\. Changes to \$50\.00 on /)).toBeVisible();
  expect(await joins(page)).toBe(0);
});

test('the reality check comes on a fast clock, holds Confirm, and goes on Keep playing', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO.member);
  await expect(page.getByTestId('session-stats')).toContainText(/Time 0:00:\d\d/);
  // Thirty minutes of play, at once (the default interval), on the server's clock as on this device's:
  // the limits run on the server's (docs/decisions/0037-play-limits-on-the-server-clock.md), so a
  // device clock moved alone would not make them pass.
  await page.clock.fastForward('30:05');
  const moved = await page.request.post('/__sim/clock', { data: { advanceMs: 30 * 60_000 + 5_000 } });
  expect(moved.ok()).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/You have been playing for 0:30:\d\d since you signed in\./);
  await expect(dialog).toContainText('Rounds played');
  await expect(dialog.getByRole('button', { name: 'My bets' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The page behind is inert; a click that reached Confirm anyway is refused, and nothing is sent.
  await waitForBetting(page, 6000, { skip: true });
  await page.locator('button.chip').first().dispatchEvent('click');
  await page.locator('button.cell[aria-label^="Tiger"]').dispatchEvent('click');
  await page.locator('button.control--confirm').dispatchEvent('click');
  await expect(page.getByTestId('play-stop')).toHaveText(/Answer the reality check first/);
  expect(await joins(page)).toBe(0);

  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('play-stop')).toBeHidden();
});

test('a break disables betting on this device, with its end, across a reload', async ({ page }) => {
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Play limits');
  await page.getByRole('radio', { name: '7 days' }).check();
  await page.getByRole('button', { name: 'Take a break…' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(/Take a break until .+\? You will not be able to bet on this device/);
  await question.getByRole('button', { name: 'Yes, take a break' }).click();
  await expect(page.getByTestId('break-until')).toContainText('You are taking a break until');

  await page.getByRole('link', { name: 'Back to the game' }).click();
  await expect(page.getByTestId('play-stop')).toContainText(
    /You are taking a break until .+: betting is off/,
  );
  await page.reload();
  await expect(page.getByTestId('play-stop')).toContainText('You are taking a break until');
  await waitForBetting(page, 6000, { skip: true });
  // The round takes bets, but not this member's: the table does not say "Betting open".
  await expect(page.getByTestId('phase')).toHaveText(/Betting off/);
  await expect(page.getByTestId('stage')).toContainText('Betting is off');
  await page.getByRole('button', { name: '$5.00', exact: true }).click();
  await page.getByRole('button', { name: /^Tiger,/ }).click();
  await expect(page.getByTestId('notice')).toContainText('You are taking a break until');
  expect(await joins(page)).toBe(0);
});

test.describe('a tab whose first screen is Play limits, its clock a day behind the server', () => {
  test.use({ timezoneId: 'Asia/Phnom_Penh' });
  // The app's day, month, year (spec: "2 Dec 2026").
  const dayOf = (time: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Phnom_Penh',
    }).formatToParts(time);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('day')} ${part('month')} ${part('year')}`;
  };

  test("times a break from the server's now, and the table reads the same end", async ({ page, context }) => {
    await signIn(page, DEMO.member);
    const tab = await context.newPage();
    await tab.clock.install({ time: Date.now() - 24 * 3_600_000 });
    await tab.goto('/play-limits');
    // The currency in the labels came with an answer of the server, and so did its clock.
    await expect(tab.getByLabel('Stake limit per round (USD)')).toBeVisible();
    await tab.getByRole('radio', { name: '24 hours' }).check();
    await tab.getByRole('button', { name: 'Take a break…' }).click();
    // On the device's clock the break would end today, as it starts.
    const tomorrow = dayOf(Date.now() + 24 * 3_600_000);
    await expect(tab.getByRole('alertdialog')).toContainText(`Take a break until ${tomorrow}`);
    await tab.getByRole('alertdialog').getByRole('button', { name: 'Yes, take a break' }).click();
    await expect(tab.getByTestId('break-until')).toContainText(`You are taking a break until ${tomorrow}`);
    await expect(page.getByTestId('play-stop')).toContainText(`You are taking a break until ${tomorrow}`);
  });
});

test('a deposit is sent only after its confirmation shows the amount, the currency and the account', async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await openFromMenu(page, 'Deposit', 'Deposit request');
  await page.getByLabel('Amount (USD $)').fill('99999999999999');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  await expect(page.getByText(/This amount is more than the server can hold: at most \$/)).toBeVisible();

  await page.getByLabel('Amount (USD $)').fill('12.50');
  await page.getByRole('button', { name: 'Request deposit' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Send this deposit request?' });
  await expect(confirmation).toContainText('Amount$12.50');
  await expect(confirmation).toContainText('CurrencyUSD $');
  await expect(confirmation).toContainText('Account010000001 (1001)');
  await expectNoAxeViolations(page);
  expect((await simState(page)).calls['/api/app/accounts/deposits/create'] ?? 0).toBe(0);

  await confirmation.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Deposit of $12.50 approved. Balance: $1,012.50.')).toBeVisible();
  expect((await simState(page)).calls['/api/app/accounts/deposits/create']).toBe(1);
});
