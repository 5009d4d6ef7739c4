import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { lazyScreen, renewFailedScreens } from '@/app/lazyScreen';
import { makeStore } from '@/app/store';
import { ScreenLoadFailure } from '@/app/ScreenLoadFailure';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { logger } from '@/lib/logger';
import { createTestI18n } from '@/testing/testI18n';
import { MemoryRouter } from 'react-router';

function Hello() {
  return <p>hello</p>;
}

describe('lazyScreen', () => {
  it('downloads once: the preload and the first render share one download', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Hello }));
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("runs its module's preparation with the store once downloaded; nothing before, without one, or after a failed download", async () => {
    const store = makeStore();
    const prepare = jest.fn();
    const Screen = lazyScreen(() => Promise.resolve({ default: Hello, prepare }));
    Screen.prepare(store);
    expect(prepare).not.toHaveBeenCalled();
    await Screen.preload();
    Screen.prepare(store);
    expect(prepare).toHaveBeenCalledWith(store);

    const Plain = lazyScreen(() => Promise.resolve({ default: Hello }));
    await Plain.preload();
    expect(() => Plain.prepare(store)).not.toThrow();
    const retried = jest.fn();
    const load = jest
      .fn<Promise<{ default: typeof Hello; prepare: typeof retried }>, []>()
      .mockRejectedValueOnce(new Error('network cut'))
      .mockResolvedValue({ default: Hello, prepare: retried });
    const Failing = lazyScreen(load);
    await expect(Failing.preload()).rejects.toThrow('network cut');
    Failing.prepare(store);
    expect(retried).not.toHaveBeenCalled();
    // No second download: the screen asks again when it renders (here, a second preload).
    expect(load).toHaveBeenCalledTimes(1);
    await Failing.preload();
    Failing.prepare(store);
    expect(retried).toHaveBeenCalledWith(store);
  });

  it('asks again after a failed download', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(new Error('network cut'))
      .mockResolvedValue({ default: Hello });
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('network cut');
    await expect(Screen.preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a screen whose download failed (a lost connection)', () => {
    beforeEach(() => {
      // React reports the caught error on the console; the logger records it too.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    });

    /** Offline until the test says otherwise; a download takes `ms` to fail (a timeout) or to arrive. */
    function renderFailingScreen(resetKey = 'a', ms = 0) {
      const network = { up: false };
      const load = jest.fn(
        () =>
          new Promise<{ default: typeof Hello }>((resolve, reject) =>
            setTimeout(
              () =>
                network.up
                  ? resolve({ default: Hello })
                  : reject(new Error('Failed to fetch dynamically imported module')),
              ms,
            ),
          ),
      );
      const Screen = lazyScreen(load);
      const tree = (key: string) => (
        <I18nextProvider i18n={createTestI18n('en')}>
          <MemoryRouter>
            <Suspense fallback={<p>loading</p>}>
              <ErrorBoundary
                resetKey={key}
                onRetry={renewFailedScreens}
                fallback={(retry, failures) => <ScreenLoadFailure retry={retry} failures={failures} />}
              >
                <Screen />
              </ErrorBoundary>
            </Suspense>
          </MemoryRouter>
        </I18nextProvider>
      );
      const view = render(tree(resetKey));
      return { load, network, rerender: (key: string) => view.rerender(tree(key)) };
    }

    const failure = () =>
      screen.findByText('This screen could not be shown. Check your connection and try again.');

    it('says so in place, and downloads it again on Try again (React.lazy alone keeps the failure)', async () => {
      const { load, network } = renderFailingScreen();
      expect(await failure()).toBeInTheDocument();
      const tries = load.mock.calls.length;
      network.up = true;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('hello')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(tries + 1);
    });

    // React renders a failed screen once more at once: were a fresh lazy component there already, it
    // would start the next download behind the spinner, and the next, and never show Try again.
    it('does not download it again by itself: it says so and waits for a try', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      try {
        const { load } = renderFailingScreen('a', 50);
        expect(await failure()).toBeInTheDocument();
        // A minute on the clock, every timer run: a screen that asked again by itself has done so by now.
        await act(() => jest.advanceTimersByTimeAsync(60_000));
        expect(load).toHaveBeenCalledTimes(1);
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('keeps saying so, not a spinner, while a try downloads it again', async () => {
      const { network } = renderFailingScreen('a', 50);
      await failure();
      network.up = true;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.queryByText('loading')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(await screen.findByText('hello')).toBeInTheDocument();
    });

    it('offers Reload once a try has failed again (a browser may keep a failed download)', async () => {
      renderFailingScreen();
      await failure();
      expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    });

    it('downloads it again when the browser is back online', async () => {
      const { network } = renderFailingScreen();
      await failure();
      network.up = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('hello')).toBeInTheDocument();
    });

    it('downloads it again on another path', async () => {
      const { network, rerender } = renderFailingScreen('a');
      await failure();
      network.up = true;
      rerender('b');
      expect(await screen.findByText('hello')).toBeInTheDocument();
    });
  });
});
