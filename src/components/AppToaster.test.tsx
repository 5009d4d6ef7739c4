import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIVE_REGION_SETTLE_MS } from '@/components/AppToaster';
import { createToasts, toast, type Toasts } from '@/lib/notify';
import { renderWithProviders } from '@/testing/renderWithProviders';

// renderWithProviders mounts the app's AppToaster beside the screen, as App does.
describe('the toaster', () => {
  it.each([
    { language: 'en', region: 'Notifications (Alt+T)', close: 'Close notification' },
    { language: 'kh', region: 'ការជូនដំណឹង (Alt+T)', close: 'បិទការជូនដំណឹង' },
  ] as const)('names its region and close buttons in the page language ($language)', async (names) => {
    renderWithProviders(<p>screen</p>, { language: names.language });
    act(() => toast.error('x'));
    expect(await screen.findByRole('button', { name: names.close })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: names.region })).toBeInTheDocument();
  });

  it('shows a toast at the top right and closes it by itself after 5 seconds (spec §2, §9)', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<p>screen</p>);
      act(() => toast.success('Saved.'));
      expect(await screen.findByText('Saved.')).toBeInTheDocument();
      const toaster = document.querySelector('[data-sonner-toaster]');
      expect(toaster).toHaveAttribute('data-y-position', 'top');
      expect(toaster).toHaveAttribute('data-x-position', 'right');

      await act(async () => void (await jest.advanceTimersByTimeAsync(4_500)));
      expect(screen.getByText('Saved.')).toBeInTheDocument();
      // Then it closes; the close animates out for a moment before the toast leaves the page.
      await act(async () => void (await jest.advanceTimersByTimeAsync(1_000)));
      expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

// sonner is downloaded with the first toast; on a phone that is offline by then, the download fails.
describe('the toaster when sonner cannot be downloaded', () => {
  let failures = 0;
  let downloads = 0;
  let toasts: Toasts;

  beforeEach(() => {
    failures = 0;
    downloads = 0;
    // A page that has not shown a toast yet, whose downloads of sonner fail `failures` times.
    toasts = createToasts(() => {
      downloads += 1;
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return import('sonner');
    });
  });

  afterEach(async () => {
    cleanup();
    toasts.dispose();
    jest.useRealTimers();
    // sonner keeps its toasts in a module-level store and replays them to the next Toaster.
    await toasts.dismissAll();
  });

  const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

  /** A screen whose first download of sonner fails, on fake timers, once `show` has asked for a toast. */
  function offlineRegion(show: () => void) {
    jest.useFakeTimers();
    failures = 1;
    renderWithProviders(<p>screen</p>, { toasts });
    act(show);
    return screen.findByRole('region', { name: 'Notifications (Alt+T)' });
  }

  it('shows the message in a fallback instead of crashing, closes it after 5 s, and the next toast uses sonner', async () => {
    const region = await offlineRegion(() => toasts.toast.error('Login failed.'));
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent('Login failed.'));
    expect(screen.getByText('screen')).toBeInTheDocument(); // the app is still there
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    await advance(4_500);
    expect(screen.getByText('Login failed.')).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText('Login failed.')).not.toBeInTheDocument();

    // The next toast downloads sonner again; now it arrives, and shows the toast.
    act(() => toasts.toast.success('Saved.'));
    const saved = await screen.findByText('Saved.');
    expect(saved.closest('[data-sonner-toaster]')).not.toBeNull();
    expect(downloads).toBe(2);
    // sonner's region alone: the fallback has gone.
    expect(screen.getAllByRole('region', { name: 'Notifications (Alt+T)' })).toHaveLength(1);
  });

  it('puts its live regions in the page, empty, before the first message goes in', async () => {
    const region = await offlineRegion(() => toasts.toast.success('Saved offline.'));
    // A screen reader announces a change to a region it knows, and often not one inserted with its text.
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
    await advance(LIVE_REGION_SETTLE_MS);
    expect(within(region).getByRole('status')).toHaveTextContent('Saved offline.');
  });

  it('announces success and info as a status, error and warning as an alert, in the page language', async () => {
    failures = 1;
    renderWithProviders(<p>screen</p>, { language: 'kh', toasts });
    act(() => {
      toasts.toast.success('ok');
      toasts.toast.info('note');
      toasts.toast.error('failed');
      toasts.toast.warning('check');
    });

    const region = await screen.findByRole('region', { name: 'ការជូនដំណឹង (Alt+T)' });
    const status = within(region).getByRole('status');
    const alert = within(region).getByRole('alert');
    await within(status).findByText('ok');
    for (const message of ['ok', 'note']) expect(within(status).getByText(message)).toBeInTheDocument();
    for (const message of ['failed', 'check']) expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(status).not.toHaveTextContent(/failed|check/);
    expect(alert).not.toHaveTextContent(/ok|note/);
    expect(downloads).toBe(1); // the four toasts waited on the same download

    const close = within(region).getAllByRole('button', { name: 'បិទការជូនដំណឹង' });
    expect(close).toHaveLength(4);
    fireEvent.click(close[2]!);
    expect(within(alert).queryByText('failed')).not.toBeInTheDocument();
    expect(within(alert).getByText('check')).toBeInTheDocument();

    fireEvent.keyDown(document, { altKey: true, code: 'KeyT' });
    expect(region).toHaveFocus();
  });

  it('downloads sonner again when the browser is back online; later toasts use it', async () => {
    failures = 1;
    renderWithProviders(<p>screen</p>, { toasts });
    act(() => toasts.toast.warning('Your deposit request was sent but could not be confirmed.'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('could not be confirmed'));

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(downloads).toBe(2));
    // The message asked for offline stays until its 5 s are up.
    expect(screen.getByRole('alert')).toHaveTextContent('could not be confirmed');

    act(() => toasts.toast.info('Back online.'));
    const back = await screen.findByText('Back online.');
    expect(back.closest('[data-sonner-toaster]')).not.toBeNull();
    expect(downloads).toBe(2); // sonner was already there
  });
});
