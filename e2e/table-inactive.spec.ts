import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  resetSimulator,
  setScenario,
  signIn,
  skipToPhase,
  tabTo,
  test,
} from './support';

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
  // The round's clock runs on, greyed: none of its seconds are the member's.
  await expect(page.locator('.countdown__left')).toHaveCSS('stroke', 'rgb(148, 163, 184)');
  await expect(tiger(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
  // The alert lies over the board, so the table stays on one screen: the bowl, the chips and Confirm too.
  const board = (await page.getByRole('region', { name: 'Board' }).boundingBox())!;
  const alert = (await notice.boundingBox())!;
  expect(alert.y, 'the alert starts at the board').toBeCloseTo(board.y, 0);
  for (const part of [page.getByTestId('stage'), page.getByTestId('chip-tray'), confirm(page)]) {
    const box = (await part.boundingBox())!;
    expect(box.y, 'on screen').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'within the 740 px screen').toBeLessThanOrEqual(740);
  }
  await expectNoAxeViolations(page);
  // A tap on a symbol meets the alert; from the keyboard a symbol is unavailable, not disabled: a
  // press is taken, and says why.
  await page.mouse.click(board.x + board.width / 6, board.y + board.height / 4);
  await expect(page.getByTestId('draft-total')).toHaveText('$0.00');
  await tiger(page).press('Enter');
  await expect(page.getByText('The game is not active for your account.')).toBeVisible();
  await expect(page.getByTestId('draft-total')).toHaveText('$0.00');

  await gameStatus(page, 'ACT');
  await expect(notice).toBeHidden();
  await bettingOpen(page);
  await expect(page.locator('.countdown__left')).not.toHaveCSS('stroke', 'rgb(148, 163, 184)');
  await expect(tiger(page)).toHaveAttribute('aria-disabled', 'false');
  await tiger(page).click();
  await expect(page.getByTestId('draft-total')).toHaveText('$1.00');
});

/* Bets refused wait for Dismiss in the dock, which sticks while they do (StatusDock.tsx). */
for (const textSize of ['100%', '200%']) {
  test(`on a phone, bets refused are on screen until dismissed, and focus never lands under them (${textSize} text)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.member);
    // A long round, opened now: the refused bets' line alone is in the dock. A round closing mid-test
    // would add the dropped draft's line, two lines that at 200 % text are taller than the screen.
    await setScenario(page, { timing: { bettingMs: 30_000, shakeMs: 2500, resultMs: 3000 } });
    await skipToPhase(page, 'BETTING');
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, textSize);
    await bettingOpen(page);
    await tiger(page).click();
    // Sent while the game is on and turned off while the call waits in the simulator: refused.
    await setScenario(page, { latencyMs: 4000 });
    await confirm(page).click();
    await gameStatus(page, 'INA');
    const line = page.getByTestId('submission').locator('p');
    await expect(line).toHaveText(/Bets not placed: The game is not active for your account/);
    await setScenario(page, { latencyMs: 0 });

    await page.evaluate(() => window.scrollTo(0, 0));
    // Its place, below Confirm, is beyond the fold (only sticking shows it), yet it is on screen.
    const confirmBox = (await confirm(page).boundingBox())!;
    const dockBox = (await page.getByTestId('status-dock').boundingBox())!;
    expect(confirmBox.y + confirmBox.height + dockBox.height, 'room below Confirm').toBeGreaterThan(740);
    const box = (await line.boundingBox())!;
    expect(box.y, 'the refusal is not above the screen').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the refusal is within the 740 px screen').toBeLessThanOrEqual(740);

    await tiger(page).focus();
    await tabTo(page, /^Confirm$/, '[data-testid="status-dock"]');

    // Dismissed from the keyboard: the line goes, the focus goes to Confirm, and the dock lets go.
    await line.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect(line).toHaveCount(0);
    await expect(confirm(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
  });
}
