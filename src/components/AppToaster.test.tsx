import { act, screen } from '@testing-library/react';
import { toast } from '@/lib/notify';
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
