import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  type ReactNode,
} from 'react';
import type { SessionLoader } from '@/app/session/sessionLoader';
import { afterPaintWithFonts } from '@/lib/schedule/afterPaintWithFonts';

const SessionLoaderContext = createContext<SessionLoader | null>(null);

export const SessionLoaderProvider = SessionLoaderContext.Provider;

export function useSessionLoader(): SessionLoader {
  const loader = useContext(SessionLoaderContext);
  if (!loader) throw new Error('useSessionLoader needs a SessionLoaderProvider above it');
  return loader;
}

function StoreReady({ children }: { children: ReactNode }) {
  const loader = useSessionLoader();
  // Once phase two is there, every later screen reads it directly; only the first one suspends.
  const session = loader.current();
  if (!session) return <AwaitSession loader={loader}>{children}</AwaitSession>;
  const { StoreFrame } = session;
  return <StoreFrame>{children}</StoreFrame>;
}

/**
 * The one place that waits. A component of its own, so that every render of it calls use(): React
 * replays a suspended component and warns when the replay skips the use() that suspended it (as
 * `current() ?? use(load())` in one component did, once the session had arrived).
 */
function AwaitSession({ loader, children }: { loader: SessionLoader; children: ReactNode }) {
  const { StoreFrame } = use(loader.load());
  return <StoreFrame>{children}</StoreFrame>;
}

/**
 * Renders `children` inside the store once phase two has loaded and the session is restored; until
 * then `fallback`. Screens that need the session sit inside one; the first screen does not wait.
 */
export function SessionGate({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <StoreReady>{children}</StoreReady>
    </Suspense>
  );
}

/**
 * Like SessionGate, but asks for phase two only once this screen is painted with its fonts and the
 * browser is idle: for the parts of a store-free screen that can come a moment later (the login
 * page's notices, the support panel). They are extras: if phase two cannot be downloaded (offline),
 * they are left out — the screen stays — and `onFailure` lets the screen say what it can no longer do.
 * The connection coming back asks again. (It waits in an effect, not with use(): a failed download
 * must not reach an error boundary, and one here would split the first screen's chunks further.)
 */
export function DeferredSessionGate({
  children,
  onFailure,
}: {
  children: ReactNode;
  onFailure?: () => void;
}) {
  const loader = useSessionLoader();
  const [session, setSession] = useState(() => loader.current());
  const failed = useEffectEvent(() => onFailure?.());
  useEffect(() => {
    if (session) return;
    let live = true;
    const load = () =>
      void loader.load().then(
        (runtime) => live && setSession(runtime),
        () => {
          if (!live) return;
          failed();
          window.addEventListener('online', load, { once: true });
        },
      );
    const cancel = afterPaintWithFonts(load);
    return () => {
      live = false;
      cancel();
      window.removeEventListener('online', load);
    };
  }, [loader, session]);
  if (!session) return null;
  const { StoreFrame } = session;
  return <StoreFrame>{children}</StoreFrame>;
}
