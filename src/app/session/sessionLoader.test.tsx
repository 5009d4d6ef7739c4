import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { AppRoutes } from '@/app/router';
import { DeferredSessionGate, SessionGate, SessionLoaderProvider } from '@/app/session/SessionGate';
import { createSessionLoader, loaderFor, type SessionLoader } from '@/app/session/sessionLoader';
import type { SessionRuntime, StoreFrameProps } from '@/app/session/sessionTypes';
import { makeStore, type AppStore } from '@/app/store';
import { signInOn } from '@/features/auth/signIn';
import { selectLanguage } from '@/features/language/languageSlice';
import { afterNextPaint } from '@/lib/schedule/afterNextPaint';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { holdIdleCallbacks } from '@/testing/heldIdle';
import { signedInStore } from '@/testing/signedIn';
import { createTestI18n } from '@/testing/testI18n';
import { DEMO_MEMBER, setupSimulator } from '@/testing/simulator';

setupSimulator();

function frameFor(store: AppStore) {
  return function TestFrame({ children }: StoreFrameProps) {
    return <Provider store={store}>{children}</Provider>;
  };
}

/** What phase two would hand over for `store`. */
function runtimeOf(store: AppStore): SessionRuntime {
  return {
    store,
    StoreFrame: frameFor(store),
    signIn: signInOn(store.dispatch),
  };
}

/** A loader whose phase two arrives only when the test says so. */
function heldLoader(store: AppStore) {
  let release: (runtime: SessionRuntime) => void = () => undefined;
  const pending = new Promise<SessionRuntime>((resolve) => (release = resolve));
  let arrived: SessionRuntime | undefined;
  const loader: SessionLoader & { calls: number } = {
    calls: 0,
    load() {
      loader.calls += 1;
      return pending;
    },
    current: () => arrived,
  };
  const arrive = () => {
    arrived = runtimeOf(store);
    release(arrived);
  };
  return { loader, arrive };
}

describe('the session loader (phase two of the boot)', () => {
  it('starts phase two once, and the store it makes follows the language', async () => {
    const i18n = createTestI18n('en');
    const loader = createSessionLoader(Promise.resolve(i18n));
    expect(loader.current()).toBeUndefined();
    const first = loader.load();
    expect(loader.load()).toBe(first);
    const runtime = await first;
    expect(loader.current()).toBe(runtime);
    // Handed over restored: what a PersistGate would wait for (docs/architecture.md).
    expect(runtime.store.getState()._persist).toEqual(expect.objectContaining({ rehydrated: true }));
    expect(selectLanguage(runtime.store.getState())).toBe('en');
    await act(() => i18n.changeLanguage('kh'));
    expect(selectLanguage(runtime.store.getState())).toBe('kh');
  });

  it('forgets a failed load, so the next attempt loads again', async () => {
    const failing = createSessionLoader(Promise.reject(new Error('network cut')));
    const attempt = failing.load();
    await expect(attempt).rejects.toThrow('network cut');
    expect(failing.load()).not.toBe(attempt);
    await expect(failing.load()).rejects.toThrow('network cut');
    expect(failing.current()).toBeUndefined();
  });
});

describe('SessionGate', () => {
  const gated = (loader: SessionLoader) => (
    <SessionLoaderProvider value={loader}>
      <SessionGate fallback={<p>waiting</p>}>
        <p>with the session</p>
      </SessionGate>
    </SessionLoaderProvider>
  );

  it('shows a session that has arrived at once: no fallback, not even for a turn', async () => {
    const loader = createSessionLoader(Promise.resolve(createTestI18n('en')));
    await loader.load();
    render(gated(loader));
    // Synchronously after the first render: a fallback would hold the screen back (React's throttle).
    expect(screen.getByText('with the session')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('waits for a session on its way, then shows it, with nothing for React to warn about', async () => {
    const { loader, arrive } = heldLoader(makeStore());
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(gated(loader));
      });
      expect(screen.getByText('waiting')).toBeInTheDocument();
      await act(async () => arrive());
      expect(await screen.findByText('with the session')).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('DeferredSessionGate', () => {
  it('asks for phase two only once the screen is painted with its fonts and the browser is idle', async () => {
    const store = makeStore();
    const { loader, arrive } = heldLoader(store);
    const idle = holdIdleCallbacks();
    let fontsIn = () => undefined as void;
    const ready = new Promise<void>((resolve) => (fontsIn = resolve));
    Object.defineProperty(document, 'fonts', { value: { ready }, configurable: true });
    let unmount = () => undefined as void;
    try {
      ({ unmount } = render(
        <SessionLoaderProvider value={loader}>
          <DeferredSessionGate>
            <p>with the session</p>
          </DeferredSessionGate>
        </SessionLoaderProvider>,
      ));
      expect(loader.calls).toBe(0);
      await act(() => afterNextPaint()); // the frame whose layout asks for the page's faces
      await act(async () => idle.release());
      expect(loader.calls).toBe(0); // the bold face of the heading is still on its way
      await act(async () => fontsIn());
      await act(async () => idle.release());
      expect(loader.calls).toBe(0); // in, but not painted yet
      await act(() => afterNextPaint());
      await act(async () => idle.release());
      expect(loader.calls).toBeGreaterThan(0);
      expect(screen.queryByText('with the session')).not.toBeInTheDocument();
      await act(async () => arrive());
      expect(await screen.findByText('with the session')).toBeInTheDocument();
    } finally {
      unmount();
      idle.restore();
      Reflect.deleteProperty(document, 'fonts');
    }
  });
});

describe('the login screen before phase two has arrived', () => {
  it('takes the credentials at once, and signs in when the session is there', async () => {
    const store = makeStore();
    const { loader, arrive } = heldLoader(store);
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error');
    const idle = holdIdleCallbacks();
    try {
      renderWithProviders(<AppRoutes />, { route: '/login', store, session: loader });
      await user.type(await screen.findByLabelText('Phone number'), DEMO_MEMBER.phoneNumber);
      await user.type(screen.getByLabelText('Password'), DEMO_MEMBER.password);
      // Once idle, the login notices ask for the session (DeferredSessionGate, in an effect); the
      // submit then waits on the same load, in an awaited act.
      await act(async () => idle.release());
      await act(async () => user.keyboard('{Enter}'));
    } finally {
      idle.restore();
    }
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(store.getState().auth.user).toBeNull();

    await act(async () => arrive());
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
    expect(store.getState().auth.user?.loginId).toBe(DEMO_MEMBER.phoneNumber);
    // The notices' gate showed the session once it arrived, and React had no act to warn about.
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows a signed-in screen from the store the session loader provides', async () => {
    // The wrapper's own store is anonymous: only the gate's frame can make the member signed in.
    const session = await signedInStore(DEMO_MEMBER);
    renderWithProviders(<AppRoutes />, {
      route: '/kla-klouk-game',
      store: makeStore(),
      session: loaderFor(runtimeOf(session)),
    });
    expect(await screen.findByRole('main', { name: 'Game table' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/kla-klouk-game$/);
  });
});
