import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import chromiumFlags from './chromium-flags.json';

/** Keep Chromium quiet on a closed network (environment guide); shared with Playwright and Lighthouse. */
export const CHROMIUM_ARGS: string[] = chromiumFlags;

export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}
