import { DEMO, expect, resetSimulator, test } from './support';

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
});

/*
 * sonner (the toasts) is downloaded with the first toast. A phone that went offline after the page
 * loaded cannot download it: the message must still be shown, and the app must not fall over.
 */
test('a toast whose library cannot be downloaded is shown anyway; back online, toasts are sonner’s, in the Khmer font', async ({
  page,
  context,
}) => {
  // The session's code and then the notices' come once the page is idle, which a busy machine may put
  // off past the network's first quiet moment: this test is about sonner, so they are in first.
  const chunk = (name: string) =>
    page.waitForResponse((response) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(response.url()));
  const sessionCode = Promise.all([chunk('sessionRuntime'), chunk('LoginSessionState')]);
  await page.goto('/login'); // Khmer, the default language
  const heading = page.getByRole('heading', { name: 'ចូលគណនី' });
  await expect(heading).toBeVisible();
  await sessionCode;
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);

  const failed = 'ការចូលបានបរាជ័យ។';
  await page.getByLabel('លេខទូរស័ព្ទ').fill(DEMO.member.phoneNumber);
  await page.getByLabel('ពាក្យសម្ងាត់').fill('not-the-password');
  await page.getByLabel('ពាក្យសម្ងាត់').press('Enter');
  const notifications = page.getByRole('region', { name: 'ការជូនដំណឹង (Alt+T)' });
  const alert = notifications.getByRole('alert');
  await expect(alert).toContainText(failed);
  await expect(alert.getByRole('button', { name: 'បិទការជូនដំណឹង' })).toBeVisible();
  // The app did not crash: the login form is still there, not the error screen.
  await expect(heading).toBeVisible();
  await expect(page.getByText('មានបញ្ហាកើតឡើង')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
  // It closes by itself after 5 s, like a toast.
  await expect(alert).not.toContainText(failed, { timeout: 8_000 });

  // Back online, sonner is downloaded again at once (its fallback, with its live regions, goes).
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('ពាក្យសម្ងាត់').fill('not-the-password'); // a failed sign-in empties it
  await page.getByLabel('ពាក្យសម្ងាត់').press('Enter');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText(failed);
  // sonner's own font stack has no Khmer face: the toast takes the page's (Noto Sans Khmer).
  expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
    'Noto Sans Khmer',
  );
});
