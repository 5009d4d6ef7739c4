import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadSignedInScreen } from '@/app/router';
import { createSessionLoader } from '@/app/session/sessionLoader';
import { getConfig } from '@/config/env';
import { createI18n } from '@/lib/i18n/createI18n';
import { isStoreFreePath } from '@/lib/routes';
import { yieldToMain } from '@/lib/schedule/yieldToMain';
import { preloadBoldFace } from '@/styles/preloadBoldFace';

/**
 * Phase one of the boot (docs/architecture.md "Boot in two phases"): i18n and the router render the
 * first screen; the store and everything behind it come in phase two, through the session loader.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // This runs right after the chunk evaluated: start i18n in a task of its own (docs/quality.md).
  await yieldToMain();
  const i18n = createI18n({ version: getConfig().localesVersion });
  const session = createSessionLoader(i18n);
  // A screen that needs the session should not wait for i18n before asking for it, nor for the session
  // before downloading its own chunks; and React first renders it once all three are there. Rendered
  // earlier, it would mount the loading screen as a Suspense fallback (the page already shows the same
  // spinner, from index.html), and React holds a screen back for 300 ms after showing a fallback. A
  // failed load is forgotten by the loader and asked for again by the screen's SessionGate, which
  // shows the error.
  const signedInScreen: Promise<unknown>[] = [];
  if (!isStoreFreePath(window.location.pathname)) {
    // Starting i18n, phase two and the screen's chunks each costs a few milliseconds (i18next's init,
    // then the preload links Vite adds for each import's chunks): separate tasks, not one long one;
    // preloadSignedInScreen splits the frame's and the screen's chunks too, four in all
    // (docs/quality.md, the seventh session).
    await yieldToMain();
    signedInScreen.push(Promise.allSettled([session.load()]));
    await yieldToMain();
    signedInScreen.push(Promise.allSettled([preloadSignedInScreen(window.location.pathname)]));
    // Its first layout needs the bold face: asked for now, it is there by then (docs/quality.md).
    preloadBoldFace();
  }
  const ready = await i18n;
  await Promise.all(signedInScreen);
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
