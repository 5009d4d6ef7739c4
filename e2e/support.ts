import { expect, test as base, type Page } from '@playwright/test';

/** Every test fails on an uncaught page error or a console error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'no uncaught error or console error').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function resetSimulator(page: Page): Promise<void> {
  const response = await page.request.post('/__sim/reset');
  expect(response.ok()).toBe(true);
}
