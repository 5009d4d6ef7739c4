import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import chromiumFlags from './chromium-flags.json';

/** Keep Chromium quiet on a closed network (environment guide); shared with Playwright and Lighthouse. */
export const CHROMIUM_ARGS: string[] = chromiumFlags;

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** The simulator's demo member (docs/simulator.md). */
export const DEMO_MEMBER = { phone: '010000001', password: 'demo1234' };

/** Signs a member (the demo one unless told) in through the login form already on screen; resolves on the game route. */
export async function signInFromLoginForm(page: Page, member = DEMO_MEMBER): Promise<void> {
  await page.locator('#login-phone').fill(member.phone);
  await page.locator('#login-password').fill(member.password);
  await page.locator('#login-password').press('Enter');
  await page.waitForURL(/\/kla-klouk-game$/);
}

/** Runs a bench's main; any error is printed and ends the process with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
