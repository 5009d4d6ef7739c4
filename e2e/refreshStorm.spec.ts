import type { Page } from '@playwright/test';
import { DEMO, expect, resetSimulator, setScenario, signIn, test } from './support';

/*
 * A refresh that gets no answer, and an endpoint that refuses every token, in the production build
 * against the simulator over HTTP (docs/architecture.md "Session, refresh and tabs"): the refresh calls
 * that reach the server are counted by the simulator (GET /__sim/state).
 */

const REFRESH = '/api/oauth/refresh';
const BETTING = '/api/app/accounts/betting/getByAccountId';
const STALE = /No answer from the table/;

async function callCount(page: Page, path: string): Promise<number> {
  const response = await page.request.get('/__sim/state');
  const body = (await response.json()) as { data: { calls: Record<string, number> } };
  return body.data.calls[path] ?? 0;
}

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('no refresh storms', () => {
  test('a refresh answered 5xx is tried again after growing pauses; the table says it has no answer', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.member);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await setScenario(page, { refreshFails5xx: true, expireAccess: { loginId: DEMO.member.phoneNumber } });
    const before = await callCount(page, REFRESH);
    const since = Date.now();

    await expect(page.getByText(STALE)).toBeVisible({ timeout: 10_000 });
    // A window of polls (one every 1.5 s): one refresh a poll would be one every 1.5 s. The pauses
    // (at least 1 s, 2 s, 4 s …: src/session/refreshSlice.ts, backoffDelay) allow 1 + log2(t + 1) in t
    // seconds, however long the notice took to show on a busy machine.
    await page.waitForTimeout(15_000);
    const refreshes = (await callCount(page, REFRESH)) - before;
    const mostInWindow = 1 + Math.floor(Math.log2((Date.now() - since) / 1000 + 1));
    expect(refreshes).toBeGreaterThanOrEqual(2);
    expect(refreshes).toBeLessThanOrEqual(mostInWindow);
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // The server answers again: the next refresh after the pause under way brings the table back.
    await setScenario(page, { refreshFails5xx: false });
    await expect(page.getByText(STALE)).toHaveCount(0, { timeout: 25_000 });
    expect(await callCount(page, REFRESH)).toBe(before + refreshes + 1);
  });

  test('an endpoint that answers 401 whatever the token costs one refresh, not one a poll', async ({
    page,
  }) => {
    await signIn(page, DEMO.member);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const before = await callCount(page, REFRESH);
    await setScenario(page, { always401Paths: [BETTING] });

    await expect(page.getByText(STALE)).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(6_000);
    expect((await callCount(page, REFRESH)) - before).toBe(1);
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    await setScenario(page, { always401Paths: [] });
    await expect(page.getByText(STALE)).toHaveCount(0, { timeout: 10_000 });
    expect((await callCount(page, REFRESH)) - before).toBe(1);
  });
});
