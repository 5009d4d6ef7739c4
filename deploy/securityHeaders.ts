import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The response headers the app is served with (npm start, and the deployment recipe in
 * docs/security.md). One function, so the preview server, the docs and the tests agree.
 */

/**
 * sonner (the toasts) inserts one <style> element with its stylesheet when it loads. Rather than
 * allowing every inline style ('unsafe-inline'), the policy allows exactly that stylesheet by hash.
 */
export function sonnerStyleHash(): string {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match?.[1]) throw new Error('sonner stylesheet not found: check the CSP hash after upgrading sonner');
  const css = JSON.parse(match[1]) as string;
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** sonner appends its <style> element empty and fills it after; an empty stylesheet does nothing. */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

export function contentSecurityPolicy(
  apiOrigin: string,
  styleHashes: string[] = [sonnerStyleHash(), EMPTY_STYLE_HASH],
): string {
  const connect = new Set(["'self'", apiOrigin]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHashes.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The API's origin, or 'self' when the configured URL is invalid (the app then refuses to start anyway). */
function originOf(apiBaseUrl: string): string {
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return "'self'";
  }
}

export function securityHeaders(apiBaseUrl: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(originOf(apiBaseUrl)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Over TLS, the browser keeps to HTTPS for a year: a first plain-HTTP hop is how a token is stolen
    // on a shop's Wi-Fi. Browsers ignore it on plain HTTP (`npm start`), so one set serves both.
    // Subdomains are left to the deployment (includeSubDomains would bind every other site).
    'Strict-Transport-Security': 'max-age=31536000',
    // The client uses none of these; a script that got in could not either.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
