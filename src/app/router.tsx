import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Navigate, Route, Routes } from 'react-router';
import { lazyScreen, type LazyScreen, type ScreenModule } from '@/app/lazyScreen';
import type { AppStore } from '@/app/store';
import { ScreenLoading } from '@/app/ScreenLoading';
import { SessionGate } from '@/app/session/SessionGate';
import { ScreenFocusProvider, ShownScreen } from '@/components/screenHeading';
import { logger } from '@/lib/logger';
import { toast } from '@/lib/notify';
import { ROUTES } from '@/lib/routes';
import { yieldToMain } from '@/lib/schedule/yieldToMain';
// The login screen's styles travel in this chunk's stylesheet, which the entry asks for beside the
// chunk. As the screen's own, they were asked for only once this chunk had run: a round trip after
// it, in front of the page's largest paint (docs/quality.md "What keeps the first screen small and
// quick"). The stylesheet is 0.8 KB gzip with them; the language switch's part is used by the
// signed-in frame as well.
import '@/components/LanguageSwitch.css';
import '@/features/auth/LoginPage.css';

// Spec §2: the login and game screens are loaded on demand, behind the full-screen spinner.
const LoginPage = lazyScreen(() => import('@/features/auth/LoginPage'));
const PlaceholderPage = lazyScreen(() => import('@/features/placeholder/PlaceholderPage'));
/** The screens that render without the session (lib/routes.ts, isStoreFreePath). */
const STORE_FREE_SCREENS: readonly { path: string; Screen: LazyScreen<object> }[] = [
  { path: ROUTES.login, Screen: LoginPage },
  { path: ROUTES.placeholder, Screen: PlaceholderPage },
];
// The signed-in screens (docs/screens.md), each loaded on demand; the one a page opens on is
// preloaded beside phase two of the boot (preloadSignedInScreen, bootstrap.tsx).
const GamePage = lazyScreen(() => import('@/features/game/GamePage'));
const SignedInFrame = lazyScreen(() => import('@/app/SignedInFrame'));

interface SignedInScreen {
  path: string;
  Screen: LazyScreen<object>;
  /** Agent screens also need a level above Member. */
  agentOnly?: boolean;
}

type ScreenLoad = () => Promise<ScreenModule<object>>;
const member = (path: string, load: ScreenLoad): SignedInScreen => ({ path, Screen: lazyScreen(load) });
const agent = (path: string, load: ScreenLoad): SignedInScreen => ({
  ...member(path, load),
  agentOnly: true,
});

// In match order: /sub-accounts/new before /sub-accounts/:id.
const SIGNED_IN_SCREENS: readonly SignedInScreen[] = [
  { path: ROUTES.game, Screen: GamePage },
  member(ROUTES.account, () => import('@/features/account/AccountPage')),
  member(ROUTES.myBets, () => import('@/features/reports/MyBetsPage')),
  member(ROUTES.results, () => import('@/features/reports/ResultsPage')),
  member(ROUTES.deposit, () => import('@/features/wallet/DepositPage')),
  member(ROUTES.withdrawal, () => import('@/features/wallet/WithdrawalPage')),
  member(ROUTES.playLimits, () => import('@/features/limits/PlayLimitsPage')),
  agent(ROUTES.subAccounts, () => import('@/features/subAccounts/SubAccountsPage')),
  agent(ROUTES.newSubAccount, () => import('@/features/subAccounts/NewSubAccountPage')),
  agent(ROUTES.subAccount, () => import('@/features/subAccounts/SubAccountDetailPage')),
  agent(ROUTES.winReport, () => import('@/features/subAccounts/WinReportPage')),
  agent(ROUTES.allAccounts, () => import('@/features/subAccounts/AllAccountsPage')),
];

/** The signed-in screen a path shows: the game for a path that leads there. */
const signedInScreenAt = (pathname: string): LazyScreen<object> =>
  SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname))?.Screen ?? GamePage;

/**
 * Downloads the session frame and the screen a signed-in path shows (the game for a path that leads
 * there), so they arrive beside phase two instead of one after the other once it is done. Settles when
 * both are in; a failed download is not an error here: the screen asks again when it renders, and
 * shows it.
 */
export async function preloadSignedInScreen(pathname: string): Promise<void> {
  const screen = signedInScreenAt(pathname);
  const frame = Promise.allSettled([SignedInFrame.preload()]);
  // Each import appends a preload link per chunk it needs, and an append now and then stalls for
  // milliseconds: the frame's and the screen's in two tasks (docs/quality.md "What keeps the first
  // screen small and quick").
  await yieldToMain();
  await Promise.allSettled([frame, screen.preload()]);
}

/**
 * How long the first render waits at most for what the screens' preparations return (the table's
 * first answer): about a round trip on a slow phone network. Past it the screen renders without, as
 * it would have.
 */
export const FIRST_DATA_WAIT_MS = 1_000;

/**
 * Runs what the session frame and then the screen a signed-in path shows start before their first
 * render (ScreenPreparation), each in a task of its own, once the session is restored and their
 * chunks are in (preloadSignedInScreen; a chunk whose download failed prepares nothing), and waits
 * for what they return, `waitMs` at most. An answer that came during React's first render would make
 * React render the whole page again in one synchronous task (a store changed under a render in
 * slices); waited for, the table renders with it in the transition's slices
 * (docs/decisions/0033-screens-start-their-data-before-the-first-render.md). A preparation that
 * throws is logged and skipped: the screen starts its data itself when it mounts.
 */
export async function prepareSignedInScreen(
  pathname: string,
  store: AppStore,
  { waitMs = FIRST_DATA_WAIT_MS }: { waitMs?: number } = {},
): Promise<void> {
  const started: PromiseLike<unknown>[] = [];
  for (const screen of [SignedInFrame, signedInScreenAt(pathname)]) {
    await yieldToMain();
    try {
      const waitFor = screen.prepare(store);
      if (waitFor) started.push(waitFor);
    } catch (error) {
      logger.error('A screen could not prepare its first data', error);
    }
  }
  if (started.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([Promise.allSettled(started), late]);
  clearTimeout(timer);
}

/**
 * Downloads the screen a store-free path shows (/login, /test), so that React's first render finds it
 * in. Rendered before, the lazy screen suspends, React shows the Suspense fallback and then holds the
 * screen back for its fallback throttle (300 ms): the login form, the page's largest paint, came
 * 300 ms after its chunk (docs/decisions/0001-two-phase-boot.md). A failed download is not an error
 * here: the screen asks again when it renders.
 */
export async function preloadStoreFreeScreen(pathname: string): Promise<void> {
  const screen = STORE_FREE_SCREENS.find(({ path }) => matchPath(path, pathname));
  await Promise.allSettled([screen?.Screen.preload()]);
}

/**
 * A signed-in screen: it waits for the session (phase two of the boot, restored from storage), then
 * shows the screen in the session frame. /login and /test render without waiting.
 */
function signedInScreen(screen: ReactNode, options: { agentOnly?: boolean } = {}) {
  return (
    <SessionGate fallback={<ScreenLoading />}>
      <SignedInFrame agentOnly={options.agentOnly}>
        <ShownScreen>{screen}</ShownScreen>
      </SignedInFrame>
    </SessionGate>
  );
}

/**
 * Spec §2: any other path leads to the game (and an anonymous visitor on to /login). It says so as it
 * goes, in a toast that stays over the screen it lands on, so the member knows the address was wrong.
 */
function UnknownPath() {
  const { t } = useTranslation();
  // One toast per visit: a development build's StrictMode runs the effect twice on the same element.
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.info(t('nav.notFound'));
  }, [t]);
  return <Navigate to={ROUTES.game} replace />;
}

/**
 * The routes. Each screen sits in a ShownScreen, so that after a client-side navigation its heading
 * takes the focus and the document title follows (components/screenHeading.tsx, docs/screens.md).
 */
export function AppRoutes() {
  return (
    <ScreenFocusProvider>
      <Suspense fallback={<ScreenLoading />}>
        <Routes>
          <Route
            path={ROUTES.login}
            element={
              <ShownScreen>
                <LoginPage />
              </ShownScreen>
            }
          />
          <Route
            path={ROUTES.placeholder}
            element={
              <ShownScreen>
                <PlaceholderPage />
              </ShownScreen>
            }
          />
          {SIGNED_IN_SCREENS.map(({ path, Screen, agentOnly }) => (
            <Route key={path} path={path} element={signedInScreen(<Screen />, { agentOnly })} />
          ))}
          <Route path={ROUTES.root} element={<Navigate to={ROUTES.game} replace />} />
          <Route path={ROUTES.agentGame} element={<Navigate to={ROUTES.game} replace />} />
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </Suspense>
    </ScreenFocusProvider>
  );
}
