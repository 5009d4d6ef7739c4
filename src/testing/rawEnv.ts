// Jest's stand-in for src/config/rawEnv.ts (see jest.config.ts): the shipped .env values plus test mode.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function readDotEnv(): Record<string, string> {
  const text = readFileSync(join(__dirname, '..', '..', '.env'), 'utf8');
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && line.includes('='))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);
  return Object.fromEntries(entries);
}

export const TEST_API_BASE_URL = 'http://sim.test';

export function readRawEnv(): Record<string, unknown> {
  return { ...readDotEnv(), VITE_API_BASE_URL: TEST_API_BASE_URL, MODE: 'test' };
}

/** Tests render the support panel directly; the app-level switch is a build-time constant. */
export const SUPPORT_PANEL_BUILD = false;
