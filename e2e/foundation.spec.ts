import { BAD_CONFIG_PORT } from '../playwright.config';
import { DEMO, expect, signIn, test } from './support';

test.describe('app shell', () => {
  test('boots on the Khmer login screen', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'ចូលគណនី' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  });

  test('/test shows the three placeholder blocks', async ({ page }) => {
    await page.goto('/test');
    await expect(page).toHaveURL(/\/test$/);
    await expect(page.getByText('មាតិកាខាងលើ')).toBeVisible();
    await page.getByText('មាតិកាខាងលើ').waitFor();
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.reload();
    await expect(page.getByText('Top content')).toBeVisible();
    await expect(page.getByText('Middle content')).toBeVisible();
    await expect(page.getByText('Bottom content')).toBeVisible();
  });

  test('writes the environment name once at start-up and nothing else, through a sign-in', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByLabel('Phone number').fill(DEMO.member.phoneNumber);
    await page.getByLabel('Password').fill(DEMO.member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible();
    expect(messages).toEqual(['info: [kla-klouk] Environment: production']);
  });

  test('an unknown path ends at /login when signed out', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/kla-klouk-game');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('switching to English survives a reload', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Phone number')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });
});

test.describe('a boot whose scripts cannot be downloaded', () => {
  test("says so in the member's language instead of spinning, and a reload recovers", async ({ page }) => {
    // The network drops between the page and its scripts: the bootstrap chunk never arrives.
    const bootstrapChunk = /\/assets\/bootstrap-[^/]*\.js$/;
    await page.route(bootstrapChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('មានបញ្ហាកើតឡើង');
    await expect(alert).toHaveAttribute('lang', 'km');
    await expect(page.getByRole('status')).toHaveCount(0); // the loading screen is gone
    await page.unroute(bootstrapChunk);
    await page.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' }).click();
    await expect(page.getByRole('heading', { name: 'ចូលគណនី' })).toBeVisible();
  });
});

test.describe('a boot whose translations do not come', () => {
  // No request timeout (spec §9): the translation file waits and waits; the first screen needs it.
  test('says on the loading screen that the start is slow, with a reload that recovers', async ({ page }) => {
    const translations = /\/locales\/kh\/translation\.json/;
    let held = false;
    await page.route(translations, async (route) => {
      if (held) return route.continue();
      held = true; // the first load's request: never answered
    });
    await page.goto('/login');
    const loading = page.getByRole('status');
    // The ring waits a second, then fades in and turns (docs/decisions/0031-quiet-loading-screen.md).
    const ring = loading.locator('.spinner-screen__ring');
    const delays = await ring.evaluate((element) =>
      element.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getTiming().delay),
    );
    expect(delays).toEqual([1000, 1000]);
    await expect(ring).toHaveCSS('opacity', '1');
    // With reduced motion it turns slowly, and fades in as quickly.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const durations = await ring.evaluate((element) =>
      element.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getTiming().duration),
    );
    expect(durations).toEqual([200, 3000]);
    await expect(loading).toContainText('នៅតែកំពុងផ្ទុក៖ ការតភ្ជាប់យឺត ឬដាច់។', { timeout: 15_000 });
    await loading.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' }).click();
    await expect(page.getByRole('heading', { name: 'ចូលគណនី' })).toBeVisible();
    await expect(page.getByText(/នៅតែកំពុងផ្ទុក/)).toHaveCount(0);
  });
});

test.describe('a screen whose code does not come', () => {
  // React's own loading screen (app/ScreenLoading.tsx): after sign-in the game screen's chunk waits
  // and waits. index.html's note cannot help here: React has already replaced its loading screen.
  test('says on the loading screen that loading is slow, with a reload that recovers', async ({ page }) => {
    let held = false;
    await page.route(/\/assets\/GamePage-[^/]*\.js$/, async (route) => {
      if (held) return route.continue();
      held = true; // the first request for the game screen's code: never answered
    });
    await signIn(page);
    const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
    await expect(loading).toContainText('Still loading: the connection is slow or down.', {
      timeout: 15_000,
    });
    await loading.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(page.getByText(/Still loading/)).toHaveCount(0);
  });
});

test.describe('invalid configuration', () => {
  // The page must show the error; the console error that goes with it is expected here.
  test.use({ pageErrors: [] });

  test('a build with VITE_API_BASE_URL=not a uri shows the config error naming the key', async ({
    browser,
  }) => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`http://localhost:${BAD_CONFIG_PORT}/`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Config validation error');
    await expect(alert).toContainText('VITE_API_BASE_URL');
    expect(consoleErrors.join('\n')).toContain(
      'Config validation error: VITE_API_BASE_URL must be a valid URI',
    );
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
