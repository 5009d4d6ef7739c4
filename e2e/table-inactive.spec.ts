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

/*
 * Bets refused wait for Dismiss, stuck to the bottom of the screen with the notice line (StatusDock): on a
 * phone their place is below the controls, out of sight. With 200 % text the line is several lines
 * tall; walking with Tab from the board to Confirm, no stop may land under it (WCAG 2.4.11).
 */
for (const textSize of ['100%', '200%']) {
  test(`on a phone, bets refused are on screen until dismissed, and focus never lands under them (${textSize} text)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.member);
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, textSize);
    await bettingOpen(page);
    await tiger(page).click();
    // Sent while the game is on and turned off while the call waits in the simulator: refused.
    await setScenario(page, { latencyMs: 1500 });
    await confirm(page).click();
    await gameStatus(page, 'INA');
    const line = page.getByTestId('submission').locator('p');
    await expect(line).toHaveText(/Bets not placed: The game is not active for your account/);
    await setScenario(page, { latencyMs: 0 });

    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await line.boundingBox())!;
    expect(box.y, 'the refusal is not above the screen').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the refusal is within the 740 px screen').toBeLessThanOrEqual(740);

    await tiger(page).focus();
    let reached = false;
    for (let stop = 0; stop < 30 && !reached; stop += 1) {
      await page.keyboard.press('Tab');
      const { focused, covered } = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const dock = document.querySelector('[data-testid="status-dock"]')!.getBoundingClientRect();
        const box = active.getBoundingClientRect();
        return {
          focused: active.getAttribute('aria-label') ?? active.textContent ?? '',
          covered: box.bottom > dock.top + 1 && box.top < dock.bottom - 1,
        };
      });
      expect(covered, `"${focused}" is not under the refusal`).toBe(false);
      reached = focused === 'Confirm';
    }
    expect(reached, 'Tab reached Confirm').toBe(true);

    // Dismissed from the keyboard: the line goes, the focus goes to Confirm, and the dock lets go.
    await line.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect(line).toHaveCount(0);
    await expect(confirm(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
  });
}
