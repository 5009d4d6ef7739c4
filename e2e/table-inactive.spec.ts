import type { Page } from '@playwright/test';
import { DEMO, expect, resetSimulator, setScenario, signIn, test } from './support';

/*
 * A game turned off for the account while the member is at the table (docs/game.md "An inactive game"),
 * through the simulator's control API, and turned on again.
 */

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

const gameStatus = (page: Page, status: 'ACT' | 'INA') =>
  setScenario(page, { gameStatus: { loginId: DEMO.member.phoneNumber, status } });
const tiger = (page: Page) => page.getByRole('button', { name: /^Tiger,/ });
const confirm = (page: Page) => page.getByRole('button', { name: 'Confirm' });
const bettingOpen = (page: Page) =>
  expect(page.getByTestId('phase')).toHaveText(/Betting open/, { timeout: 20_000 });

test('a game turned off shows as such on the table, takes no bets, and comes back when turned on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  await bettingOpen(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await gameStatus(page, 'INA');
  const notice = page.getByTestId('inactive-game');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/The game is not active.*Betting is off/);
  await expect(page.getByTestId('phase')).toHaveText(/Not active/);
  await expect(tiger(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
  // Unavailable, not disabled: a press is taken, and says why.
  await tiger(page).click({ force: true });
  await expect(page.getByText('The game is not active for your account.')).toBeVisible();
  await expect(page.getByTestId('draft-total')).toHaveText('$0.00');

  await gameStatus(page, 'ACT');
  await expect(notice).toBeHidden();
  await bettingOpen(page);
  await expect(tiger(page)).toHaveAttribute('aria-disabled', 'false');
  await tiger(page).click();
  await expect(page.getByTestId('draft-total')).toHaveText('$1.00');
});
