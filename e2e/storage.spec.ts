import { DEMO, expect, resetSimulator, setScenario, signIn, test } from './support';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('stored data that cannot be read (docs/storage.md "The one read path")', () => {
  test('session keys holding a lone surrogate stop neither a sign-in, nor a refresh, nor a logout', async ({
    page,
  }) => {
    await page.goto('/login');
    // Sealed-looking text with a lone UTF-16 surrogate, which crypto-js cannot encode, under each key
    // the session reads beside the store.
    const kept = await page.evaluate(() => {
      const keys = ['klaklouk:newest-sign-in', 'klaklouk:session-ended', 'klaklouk:token-handoff'];
      for (const key of keys) localStorage.setItem(key, 'kk1.AAAA\uD800AAAA.BBBB.CCCC');
      return keys.every((key) => localStorage.getItem(key)?.includes('\uD800'));
    });
    expect(kept, 'the browser keeps a lone surrogate in localStorage').toBe(true);
    await signIn(page, DEMO.member);
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible();

    // The access token expires: the table's next call is answered 401, and the tab refreshes.
    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/oauth/refresh'));
    await setScenario(page, { expireAccess: { loginId: DEMO.member.phoneNumber } });
    expect((await refreshed).ok()).toBe(true);

    const logout = page.waitForRequest((request) => request.url().endsWith('/api/oauth/logout'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('\\ud800');
  });
});
