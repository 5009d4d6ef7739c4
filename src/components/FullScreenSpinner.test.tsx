import { screen } from '@testing-library/react';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('the loading screen', () => {
  it('names its logo and says it is loading in Khmer', () => {
    renderWithProviders(<FullScreenSpinner />, { language: 'kh' });
    expect(screen.getByRole('img', { name: 'ខ្លាឃ្លោក' })).toBeInTheDocument();
    expect(screen.getByText('កំពុងផ្ទុក…')).toBeInTheDocument();
  });

  it("shows its ring from the page's first second on, as index.html's does", () => {
    const now = jest.spyOn(performance, 'now');
    now.mockReturnValue(400);
    const { container, unmount } = renderWithProviders(<FullScreenSpinner />);
    expect(container.querySelector<HTMLElement>('.spinner-screen__ring')?.style.animationDelay).toBe('600ms');
    unmount();
    now.mockReturnValue(2500);
    const later = renderWithProviders(<FullScreenSpinner />);
    expect(later.container.querySelector<HTMLElement>('.spinner-screen__ring')?.style.animationDelay).toBe(
      '0ms',
    );
    now.mockRestore();
  });
});
