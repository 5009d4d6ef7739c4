import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { actionSanitizer, secretReplacer, stateSanitizer } from '@/app/traces/sanitize';
import type { AppConfig } from '@/config/env';

/*
 * `export: true` makes the extension's Export button write its own copy of the lifted state: the
 * sanitized actions and the sanitized state after each of them, which is what `npm run replay`
 * compares against. (With the extension's default for Redux, 'custom', the page exports raw actions
 * and no states.) The other features are the extension's defaults.
 */
const FEATURES: NonNullable<DevToolsEnhancerOptions['features']> = {
  pause: true,
  lock: true,
  persist: true,
  export: true,
  import: 'custom',
  jump: true,
  skip: true,
  reorder: true,
  dispatch: true,
  test: true,
};

/**
 * DevTools: on in development, off in a production build unless VITE_DEVTOOLS=true (a QA build, which
 * also records a stack trace per action). Secrets are masked in everything DevTools shows or exports.
 */
export function devToolsOptions(config: AppConfig): boolean | DevToolsEnhancerOptions {
  const enabled = !config.isProduction || config.devtools;
  if (!enabled) return false;
  return {
    name: 'Kla Klouk',
    trace: config.devtools,
    traceLimit: 25,
    actionSanitizer,
    stateSanitizer,
    // A replacer makes the extension serialize with jsan; `{}` keeps jsan's plain-JSON output.
    serialize: { replacer: secretReplacer, options: {} },
    features: FEATURES,
  };
}
