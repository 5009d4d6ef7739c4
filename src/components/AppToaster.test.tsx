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
});
