import '@/styles/global.css';
import { configResult } from '@/config/env';
import { preloadTranslations } from '@/lib/i18n/preloadTranslations';
import { logger, silenceConsoleInProduction } from '@/lib/logger';

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
  logger.info(`Environment: ${configResult.config.environment}`);
  silenceConsoleInProduction();
  preloadTranslations({ version: configResult.config.localesVersion });
  void import('@/app/bootstrap').then(({ bootstrap }) => bootstrap(container));
}
