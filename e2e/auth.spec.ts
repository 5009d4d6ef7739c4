import { DEMO, expect, resetSimulator, signIn, submitLogin, test } from './support';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

test.describe('sign-in (spec §4, §8)', () => {
  test('the demo member signs in and lands on the game; a reload keeps the session', async ({ page }) => {
    await signIn(page, DEMO.member);
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible();
    await expect(page.getByText('010000001')).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible();
  });

  test('offline before the session code downloads: the form stays, says why, and Reload brings sign-in back', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    // Phase two of the boot (docs/architecture.md) is downloaded once the form is painted.
    const phaseTwo = /\/assets\/sessionRuntime-[^/]*\.js$/;
    await page.route(phaseTwo, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Part of this page did not download, so signing in cannot start.');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.unroute(phaseTwo);
    // Chromium keeps the failed download for the life of the page (whatwg/html#6768): Reload is the way.
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByLabel('Phone number').fill(DEMO.member.phoneNumber);
    await page.getByLabel('Password').fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/kla-klouk-game$/);
  });

  for (const { page: opened, signedIn, screen } of [
    { page: 'a signed-in page', signedIn: true, screen: { role: 'main', name: 'Game table' } },
    { page: 'the login page', signedIn: false, screen: { role: 'heading', name: 'Sign in' } },
  ] as const) {
    test(`${opened} opens in one reveal: React never mounts a loading screen of its own`, async ({
      page,
    }) => {
      if (signedIn) await signIn(page, DEMO.member);
      else {
        await page.goto('/login');
        await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      }
      // Counts every loading screen put into the page, index.html's own included (docs/architecture.md
      // "A page opens in one reveal"): a second one means a Suspense fallback was shown, and
      // React then holds the screen back for up to 300 ms (on /login: the form, the largest paint).
      await page.addInitScript(() => {
        const counted = window as unknown as { loadingScreens: number };
        counted.loadingScreens = 0;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof Element && node.classList.contains('spinner-screen'))
                counted.loadingScreens += 1;
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await expect(page.getByRole(screen.role, { name: screen.name })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { loadingScreens: number }).loadingScreens),
      ).toBe(1);
    });
  }

  test('on a Khmer /login, phase two is asked for once the bold face of the heading is in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'kh'));
    // As on a slow phone: the face takes longer than the browser takes to be idle after the first paint.
    await page.route(/noto-sans-khmer-khmer-700-normal[^/]*\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    // Phase two's first chunk (docs/architecture.md "Boot in two phases"): the login notices ask for it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((e) => /\/sessionRuntime-[^/]*\.js$/.test(e.name)),
        ),
      )
      .toBe(true);
    const { boldFaceIn, phaseTwoAskedAt } = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        boldFaceIn: entries.find((e) => /noto-sans-khmer-khmer-700-normal[^/]*\.woff2$/.test(e.name))
          ?.responseEnd,
        phaseTwoAskedAt: entries.find((e) => /\/sessionRuntime-[^/]*\.js$/.test(e.name))?.startTime,
      };
    });
    expect(boldFaceIn).toBeDefined();
    expect(phaseTwoAskedAt).toBeGreaterThan(boldFaceIn ?? Infinity);
  });

  test('a signed-in Khmer page asks for its bold face before React puts anything in the page', async ({
    page,
  }) => {
    await signIn(page, DEMO.member);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'kh'));
    // When React first puts the signed-in frame into the page (docs/quality.md: before, the browser
    // asked for the bold face only in the first layout that used it, and laid the page out again once
    // it came).
    await page.addInitScript(() => {
      const marked = window as unknown as { frameAt?: number };
      new MutationObserver((_records, observer) => {
        if (document.querySelector('.session-layout')) {
          marked.frameAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await expect(page.locator('.game__layout')).toBeVisible();
    const { frameAt, boldFaceAskedAt } = await page.evaluate(() => ({
      frameAt: (window as unknown as { frameAt?: number }).frameAt,
      boldFaceAskedAt: performance
        .getEntriesByType('resource')
        .find((entry) => /noto-sans-khmer-khmer-700-normal[^/]*\.woff2$/.test(entry.name))?.startTime,
    }));
    expect(frameAt).toBeDefined();
    expect(boldFaceAskedAt).toBeDefined();
    expect(boldFaceAskedAt).toBeLessThan(frameAt ?? 0);
  });

  test('nothing secret is stored in plaintext', async ({ page }) => {
    await signIn(page, DEMO.member);
    // The session in localStorage, the tab's game in sessionStorage (docs/storage.md): both sealed.
    const { shared, tab } = await page.evaluate(() => ({
      shared: JSON.stringify({ ...localStorage }),
      tab: JSON.stringify({ ...sessionStorage }),
    }));
    for (const stored of [shared, tab]) {
      expect(stored).not.toContain('demo1234');
      expect(stored).not.toMatch(/"accessToken"|"refreshToken"|"placedChips"/);
      expect(stored).toContain('kk1.');
    }
  });

  test('a wrong password shows the failure toast', async ({ page }) => {
    await submitLogin(page, { phoneNumber: DEMO.member.phoneNumber, password: 'wrong-password' });
    await expect(page.getByText('Login failed. Please check your credentials and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the inactive-game demo account gets the permission toast and no session', async ({ page }) => {
    await submitLogin(page, DEMO.inactive);
    await expect(
      page.getByText("You don't have permission to access this game. Please contact the administrator!"),
    ).toBeVisible();
    await page.goto('/kla-klouk-game');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an Agent lands on the game through the variant path', async ({ page }) => {
    await signIn(page, DEMO.agent);
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible();
  });

  test('Alt+T focuses the notifications', async ({ page }) => {
    await submitLogin(page, { phoneNumber: DEMO.member.phoneNumber, password: 'wrong-password' });
    await expect(page.getByText('Login failed. Please check your credentials and try again.')).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    await expect(page.locator('[data-sonner-toaster]')).toBeFocused();
  });
});
