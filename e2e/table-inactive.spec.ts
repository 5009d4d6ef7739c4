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
  // A long round opened now: the alert steps aside when betting closes.
  await setScenario(page, { timing: { bettingMs: 30_000 } });
  await signIn(page, DEMO.member);
  await skipToPhase(page, 'BETTING');
  await bettingOpen(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await gameStatus(page, 'INA');
  const notice = page.getByTestId('inactive-game');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/The game is not active.*Betting is off/);
  await expect(page.getByTestId('phase')).toHaveText(/Not active/);
  // The round's clock runs on, greyed: none of its seconds are the member's.
  await expect(page.locator('.countdown__left')).toHaveCSS('stroke', 'rgb(148, 163, 184)');
  // The board is covered and takes nothing, not even the keyboard's focus; the controls say why.
  const board = page.locator('.board');
  await expect(board).toHaveAttribute('inert', '');
  await expect(confirm(page)).toHaveAttribute('aria-disabled', 'true');
  // The alert lies over the board, so the table stays on one screen, in both languages: the bowl,
  // the chips and Confirm too, none under the alert.
  for (const language of ['ខ្មែរ', 'English']) {
    await page.getByRole('button', { name: language, exact: true }).click();
    const boardBox = (await board.boundingBox())!;
    const alert = (await notice.boundingBox())!;
    expect(alert.y, `${language}: the alert starts at the board`).toBeCloseTo(boardBox.y, 0);
    const tray = (await page.getByTestId('chip-tray').boundingBox())!;
    expect(alert.y + alert.height, `${language}: the alert ends above the chips`).toBeLessThanOrEqual(tray.y);
    for (const part of [
      page.getByTestId('stage'),
      page.getByTestId('chip-tray'),
      page.getByTestId('confirm'),
    ]) {
      const box = (await part.boundingBox())!;
      expect(box.y, `${language}: on screen`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${language}: within the 740 px screen`).toBeLessThanOrEqual(740);
    }
  }
  await expectNoAxeViolations(page);
  // A tap on a symbol lands on the alert.
  const boardBox = (await board.boundingBox())!;
  const tapped = { x: boardBox.x + boardBox.width / 6, y: boardBox.y + boardBox.height / 4 };
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="inactive-game"]') !== null,
      tapped,
    ),
    'the alert is what a tap on Tiger meets',
  ).toBe(true);
  await page.mouse.click(tapped.x, tapped.y);
  await expect(page.getByTestId('draft-total')).toHaveText('$0.00');
  // Unavailable, not disabled: a press on Confirm is taken, and says why.
  await confirm(page).click({ force: true });
  await expect(page.getByText('The game is not active for your account.')).toBeVisible();

  await gameStatus(page, 'ACT');
  await expect(notice).toBeHidden();
  await bettingOpen(page);
  await expect(page.locator('.countdown__left')).not.toHaveCSS('stroke', 'rgb(148, 163, 184)');
  await expect(tiger(page)).toHaveAttribute('aria-disabled', 'false');
  await tiger(page).click();
  await expect(page.getByTestId('draft-total')).toHaveText('$1.00');
});

/** Whether what lies at the middle of `part` is inside the inactive game's alert. */
async function alertCovers(page: Page, part: ReturnType<Page['locator']>): Promise<boolean> {
  const box = (await part.boundingBox())!;
  return page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="inactive-game"]') !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

test("a game turned off after a bet lets its round's shake and result show, then covers the next", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setScenario(page, { timing: { bettingMs: 30_000, shakeMs: 30_000, resultMs: 30_000 } });
  await signIn(page, DEMO.member);
  await skipToPhase(page, 'BETTING');
  await bettingOpen(page);
  await tiger(page).click();
  await confirm(page).click();
  await expect(page.getByTestId('submission').locator('p')).toHaveAttribute('data-status', 'confirmed');

  await gameStatus(page, 'INA');
  const notice = page.getByTestId('inactive-game');
  await expect(notice).toBeVisible();
  const cell = page.locator('[data-symbol="TIGER"]');
  expect(await alertCovers(page, cell), 'betting: the alert covers Tiger').toBe(true);

  // The dice shake for the bet placed before: its stack shows, the HUD says why betting is off, and
  // the alert is still in the page for a screen reader, not said again.
  await skipToPhase(page, 'CLOSED');
  await expect(page.getByTestId('phase')).toHaveText(/Not active/);
  await expect.poll(() => alertCovers(page, cell), { message: 'shake: Tiger uncovered' }).toBe(false);
  await expect(cell.locator('.stack')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/The game is not active/);

  await skipToPhase(page, 'RESULT');
  await expect(page.getByTestId('outcome')).toBeVisible({ timeout: 14_000 });
  const marked = page.locator('.cell__win').first();
  await expect(marked).toBeVisible();
  expect(await alertCovers(page, marked), "result: the dice's marks uncovered").toBe(false);
  await expectNoAxeViolations(page);

  await skipToPhase(page, 'BETTING');
  await expect.poll(() => alertCovers(page, cell), { message: 'next round: Tiger covered' }).toBe(true);
});

/**
 * On a 360×740 phone with the root's font at `textSize`, in a long round opened now (none closes
 * mid-test): $1 on Tiger sent while the game is on, and refused
 * because it is turned off while the call waits in the simulator. Returns the refusal's line.
 */
async function refusedOnAPhone(page: Page, textSize: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  await setScenario(page, { timing: { bettingMs: 30_000, shakeMs: 2500, resultMs: 3000 } });
  await skipToPhase(page, 'BETTING');
  await page.evaluate((size) => {
    document.documentElement.style.fontSize = size;
  }, textSize);
  await bettingOpen(page);
  await tiger(page).click();
  await setScenario(page, { latencyMs: 4000 });
  await confirm(page).click();
  await gameStatus(page, 'INA');
  const line = page.getByTestId('submission').locator('p');
  await expect(line).toHaveText(/Bets not placed: The game is not active for your account/);
  await setScenario(page, { latencyMs: 0 });
  return line;
}

/* Bets refused wait for Dismiss in the dock, which sticks while they do (StatusDock.tsx). */
for (const textSize of ['100%', '200%']) {
  test(`on a phone, bets refused are on screen until dismissed, and focus never lands under them (${textSize} text)`, async ({
    page,
  }) => {
    const line = await refusedOnAPhone(page, textSize);

    await page.evaluate(() => window.scrollTo(0, 0));
    // Its place, below Confirm, is beyond the fold (only sticking shows it), yet it is on screen.
    const confirmBox = (await confirm(page).boundingBox())!;
    const dockBox = (await page.getByTestId('status-dock').boundingBox())!;
    expect(confirmBox.y + confirmBox.height + dockBox.height, 'room below Confirm').toBeGreaterThan(740);
    const box = (await line.boundingBox())!;
    expect(box.y, 'the refusal is not above the screen').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, 'the refusal is within the 740 px screen').toBeLessThanOrEqual(740);

    // From the first chip (the board takes no focus while the game is off) to Confirm.
    await page.getByTestId('chip-tray').getByRole('button').first().focus();
    await tabTo(page, /^Confirm$/, '[data-testid="status-dock"]');

    // Dismissed from the keyboard: the line goes, the focus goes to Confirm, and the dock lets go.
    await line.getByRole('button', { name: 'Dismiss' }).focus();
    await page.keyboard.press('Enter');
    await expect(line).toHaveCount(0);
    await expect(confirm(page)).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).toBe('');
  });
}

test('at 200 % text two lines asking for attention stay inside the screen, the dock scrolling', async ({
  page,
}) => {
  const line = await refusedOnAPhone(page, '200%');
  // Confirm (unavailable, but it takes a press to say why) pressed again for the chips the refusal
  // gave back: refused too, in the notice line.
  await confirm(page).click({ force: true });
  await expect(page.getByTestId('notice')).toHaveText(/The game is not active for your account/);

  await page.evaluate(() => window.scrollTo(0, 0));
  const dock = (await page.getByTestId('status-dock').boundingBox())!;
  expect(dock.y, 'the dock starts on the screen').toBeGreaterThanOrEqual(0);
  expect(dock.y + dock.height, 'the dock ends on the screen').toBeLessThanOrEqual(740);
  // Its end scrolls into view inside it: Dismiss is there to press.
  await line.getByRole('button', { name: 'Dismiss' }).click();
  await expect(line).toHaveCount(0);
});
