import type { Page } from '@playwright/test';
import { DEMO, expect, resetSimulator, signIn, test } from './support';

/*
 * The support panel (simulator and QA builds, docs/support-session-expiry.md) driving the session
 * flows in the production build served with the simulator.
 */

async function refreshes(page: Page): Promise<number> {
  const body = (await (await page.request.get('/__sim/state')).json()) as {
    data: { calls: Record<string, number> };
  };
  return body.data.calls['/api/oauth/refresh'] ?? 0;
}

async function openPanel(page: Page) {
  await page.getByText('Support tools (simulator)').click();
  await expect(page.getByText('Access token expires')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('support panel', () => {
  test('expire now → the session survives silently; fail every refresh → /login with the notice', async ({
    page,
  }) => {
    await signIn(page, DEMO.member);
    await openPanel(page);
    await expect(page.getByText(/in 1[45] min \d+ s/)).toBeVisible();

    await page.getByRole('button', { name: 'Expire the access token now' }).click();
    await expect(page.getByText(/^Access token expired\./)).toBeVisible();
    await expect(page.getByText('expired', { exact: true })).toBeVisible();
    await page.reload();
    await expect.poll(() => refreshes(page)).toBe(1);
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await openPanel(page);
    // A fresh access token: its countdown is back.
    await expect(page.getByText(/in 1[45] min \d+ s/)).toBeVisible();

    const failAll = page.getByRole('button', { name: /Fail every refresh/ });
    await failAll.click();
    await expect(failAll).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Expire the access token now' }).click();
    await expect(page.getByText(/^Access token expired\./)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    // The panel stays available signed out (to switch the scenario back).
    await page.getByText('Support tools (simulator)').click();
    await expect(page.getByText('Nobody is signed in in this tab.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to normal' }).click();
    await expect(page.getByText('Scenarios back to normal.')).toBeVisible();
  });

  test('on a 360 px phone the open panel covers none of the game screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.member);
    const game = page.getByRole('main', { name: 'Game table' });
    await expect(game).toBeVisible();
    await openPanel(page);
    const panel = page.getByTestId('kla-klouk-support-panel');
    const [gameBox, panelBox] = [await game.boundingBox(), await panel.boundingBox()];
    if (!gameBox || !panelBox) throw new Error('no layout boxes');
    // In the page flow below the game, never over it; and no sideways scrolling.
    expect(panelBox.y).toBeGreaterThanOrEqual(gameBox.y + gameBox.height);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
