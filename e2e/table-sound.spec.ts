import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, resetSimulator, signIn, skipToPhase, test } from './support';

/*
 * The table's sound (docs/game.md "Sound") in Chromium: the switch beside the language switch, off by
 * default, remembered on the device. Audio is counted, not heard: every AudioContext the page makes.
 */

test.beforeEach(async ({ page }) => {
  await resetSimulator(page);
  await page.addInitScript(() => {
    const scope = window as unknown as { AudioContext: typeof AudioContext; audioContextsMade: number };
    const Real = scope.AudioContext;
    scope.audioContextsMade = 0;
    scope.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        scope.audioContextsMade += 1;
      }
    };
    // Chromium driven by Playwright says a page has had a gesture before any input, and again after a
    // reload; here the page counts as activated from its own first press, as a member's browser does.
    let activated = false;
    for (const type of ['pointerdown', 'keydown']) {
      window.addEventListener(type, () => (activated = true), { capture: true });
    }
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      configurable: true,
      get: () => ({ hasBeenActive: activated, isActive: activated }),
    });
  });
});

const soundSwitch = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sound' });
const contextsMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { audioContextsMade: number }).audioContextsMade);

test('the Sound switch: off by default, turned on beside the language switch, remembered after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.member);
  await expect(page.getByTestId('phase')).toBeVisible();

  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  // Nothing of audio before the member asks for it (the browser would refuse it anyway).
  expect(await contextsMade(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('klaklouk:sound'))).toBeNull();

  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  expect(await contextsMade(page)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('klaklouk:sound'))).toBe('on');
  // Beside the language switch, and the bar still fits a 360 px phone.
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('group', { name: 'Language' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('phase')).toBeVisible();
  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  // No audio until the page has had a gesture, even with sound on: not even the shake's.
  await skipToPhase(page, 'CLOSED');
  await expect(page.getByTestId('phase')).toHaveText(/Betting closed/);
  expect(await contextsMade(page)).toBe(0);

  await soundSwitch(page).click();
  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByTestId('phase')).toBeVisible();
  await expect(soundSwitch(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the Sound switch is named in Khmer on a Khmer page', async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'សំឡេង' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
