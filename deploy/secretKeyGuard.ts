import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where the repository ships a VITE_APP_SECRET_KEY: every copy of the project has these values. */
const SHIPPED_ENV_FILES = ['.env', '.env.example'];

/** The VITE_APP_SECRET_KEY values the repository ships (read from the files, so they never drift). */
export function shippedSecretKeys(root: string): string[] {
  return SHIPPED_ENV_FILES.flatMap((file) => {
    const text = readFileSync(new URL(file, root), 'utf8');
    const value = /^VITE_APP_SECRET_KEY=(.*)$/m.exec(text)?.[1]?.trim();
    return value ? [value] : [];
  });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a build must not go out, or null. The storage key only obscures (docs/security.md), but a
 * deployment with the key every clone of the repository has does not even do that, and shares its
 * sealed storage format with every other such deployment. A build against the simulator or a local
 * API (a loopback host) may keep it; so may a base URL that is not one (the start-up check refuses it).
 */
export function shippedKeyRefusal(
  apiBaseUrl: string | undefined,
  secretKey: string | undefined,
  shipped: string[],
) {
  if (!apiBaseUrl || !secretKey || !shipped.includes(secretKey)) return null;
  let host: string;
  try {
    const url = new URL(apiBaseUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname;
  } catch {
    return null;
  }
  if (LOOPBACK.has(host)) return null;
  return (
    `VITE_APP_SECRET_KEY is the value this repository ships, and the build is for ${apiBaseUrl}: ` +
    'set a key of this deployment’s own (docs/security.md).'
  );
}

/** Stops `vite build` for a real API with the shipped storage key (docs/security.md). */
export function secretKeyGuard(root: string): Plugin {
  return {
    name: 'kla-klouk:secret-key-guard',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>;
      const refusal = shippedKeyRefusal(
        env.VITE_API_BASE_URL,
        env.VITE_APP_SECRET_KEY,
        shippedSecretKeys(root),
      );
      if (refusal) throw new Error(refusal);
    },
  };
}
