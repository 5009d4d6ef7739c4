import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadSignedInScreen, prepareSignedInScreen, preloadStoreFreeScreen } from '@/app/router';
import { createSessionLoader } from '@/app/session/sessionLoader';
import { getConfig } from '@/config/env';
import { createI18n } from '@/lib/i18n/createI18n';
import { isStoreFreePath } from '@/lib/routes';
import { yieldToMain } from '@/lib/schedule/yieldToMain';
import { preloadBoldFace } from '@/styles/preloadBoldFace';

/**
 * Phase one of the boot (docs/architecture.md "Boot in two phases"): i18n and the router render the
 * first screen; the store and everything behind it come in phase two, through the session loader
 * (docs/decisions/0001-two-phase-boot.md).
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  // This runs right after the chunk evaluated: start i18n in a task of its own (docs/quality.md).
  await yieldToMain();
  const i18n = createI18n({ version: getConfig().localesVersion });
  const session = createSessionLoader(i18n);
  // The first screen's chunks are asked for now, and React first renders once they (and i18n, and on a
  // signed-in path the session) are in. Rendered earlier, a lazy screen suspends: React mounts the
  // Suspense fallback (the same spinner index.html already shows) and then holds the screen back for
  // its fallback throttle, 300 ms (docs/architecture.md "Boot in two phases"). A screen that needs the
  // session does not wait for i18n before asking for it, nor for the session before downloading its
  // own chunks. A failed load is forgotten and asked for again when the screen renders (the session's
  // by its SessionGate), which shows the error.
  // Starting i18n, phase two and the screen's chunks each costs a few milliseconds (i18next's init,
  // then the preload links Vite adds for each import's chunks): separate tasks, not one long one;
  // preloadSignedInScreen splits the frame's and the screen's chunks too, four in all on a signed-in
  // path (docs/quality.md "What keeps the first screen small and quick").
  const firstScreen: Promise<unknown>[] = [];
  await yieldToMain();
  if (isStoreFreePath(window.location.pathname)) {
    firstScreen.push(preloadStoreFreeScreen(window.location.pathname));
  } else {
    firstScreen.push(Promise.allSettled([session.load()]));
    await yieldToMain();
    firstScreen.push(Promise.allSettled([preloadSignedInScreen(window.location.pathname)]));
    // Its first layout needs the bold face: asked for now, it is there by then (docs/quality.md).
    preloadBoldFace();
  }
  const ready = await i18n;
  await Promise.all(firstScreen);
  // Signed in, the frame and the screen start their first data now, so that it is there when they
  // first render (docs/decisions/0033-screens-start-their-data-before-the-first-render.md).
  const store = session.current()?.store;
  if (store && !isStoreFreePath(window.location.pathname)) {
    await prepareSignedInScreen(window.location.pathname, store);
  }
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
