import '@/styles/global.css';
import { showBootFailure } from '@/app/bootFailure';
import { showSlowStart, SLOW_START_MS } from '@/app/slowStart';
import { configResult } from '@/config/env';
import { preloadTranslations } from '@/lib/i18n/preloadTranslations';
import { logger, silenceConsoleInProduction } from '@/lib/logger';
import { yieldToMain } from '@/lib/schedule/yieldToMain';

// Spec §5: validate the build-time configuration before anything else runs.
const container = document.getElementById('root');

if (!configResult.ok) {
  logger.fatal(configResult.message);
  if (container) {
    const message = document.createElement('pre');
    message.className = 'fatal-screen';
    message.setAttribute('role', 'alert');
    message.textContent = configResult.message;
    container.replaceChildren(message);
  }
} else if (container) {
  logger.environment(configResult.config.environment);
  silenceConsoleInProduction();
  const { localesVersion } = configResult.config;
  const slow = setTimeout(() => showSlowStart(container), SLOW_START_MS);
  // The configuration check above (zod's first use) and the start below (a first read of
  // localStorage, the preload links of the import) are two tasks, not one long one: on /login that
  // task was the one Lighthouse counted (docs/quality.md "What keeps the first screen small and quick"). The bootstrap chunk is
  // already on its way (index.html preloads it), so the yield holds back no request of it.
  void yieldToMain()
    .then(() => {
      preloadTranslations({ version: localesVersion });
      return import('@/app/bootstrap');
    })
    .then(({ bootstrap }) => bootstrap(container))
    .then(() => clearTimeout(slow))
    .catch((error: unknown) => {
      clearTimeout(slow);
      // The app's chunks could not be loaded (the network dropped between the page and its scripts):
      // say so, with a reload, instead of a spinner that never ends (docs/architecture.md "Boot").
      logger.error('The app could not start', error);
      showBootFailure(container);
    });
}
