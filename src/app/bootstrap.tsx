import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { createSessionLoader } from '@/app/session/sessionLoader';
import { getConfig } from '@/config/env';
import { createI18n } from '@/lib/i18n/createI18n';
import { isStoreFreePath } from '@/lib/routes';
import { yieldToMain } from '@/lib/schedule/yieldToMain';

/**
 * Phase one of the boot (docs/architecture.md "Boot in two phases"): i18n and the router render the
 * first screen; the store and everything behind it come in phase two, through the session loader.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // This runs right after the chunk evaluated: start i18n in a task of its own (docs/quality.md).
  await yieldToMain();
  const i18n = createI18n({ version: getConfig().localesVersion });
  const session = createSessionLoader(i18n);
  // A screen that needs the session should not wait for i18n before asking for it. A failed load is
  // forgotten by the loader and asked for again by the screen's SessionGate, which shows the error.
  if (!isStoreFreePath(window.location.pathname)) session.load().catch(() => undefined);
  const ready = await i18n;
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task (docs/quality.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App session={session} i18n={ready} />
      </StrictMode>,
    ),
  );
}
