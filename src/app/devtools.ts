import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import type { AppConfig } from '@/config/env';

/** DevTools: on in development, off in a production build unless VITE_DEVTOOLS=true (a QA build). */
export function devToolsOptions(config: AppConfig): boolean | DevToolsEnhancerOptions {
  const enabled = !config.isProduction || config.devtools;
  if (!enabled) return false;
  return { name: 'Kla Klouk', trace: config.devtools };
}
