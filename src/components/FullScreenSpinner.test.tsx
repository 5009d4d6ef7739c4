import { screen } from '@testing-library/react';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('the loading screen', () => {
  it('names its logo and says it is loading in Khmer', () => {
    renderWithProviders(<FullScreenSpinner />, { language: 'kh' });
    expect(screen.getByRole('img', { name: 'ខ្លាឃ្លោក' })).toBeInTheDocument();
    expect(screen.getByText('កំពុងផ្ទុក…')).toBeInTheDocument();
  });

  it("shows its ring from the page's first second on while the page starts, else after a second", () => {
    const now = jest.spyOn(performance, 'now');
    const ringDelayAt = (ms: number) => {
      now.mockReturnValue(ms);
      const { container, unmount } = renderWithProviders(<FullScreenSpinner />);
      const delay = container.querySelector<HTMLElement>('.spinner-screen__ring')?.style.animationDelay;
      unmount();
      return delay;
    };
    try {
      // Following index.html's loading screen: what is left of the page's first second.
      expect(ringDelayAt(400)).toBe('600ms');
      expect(ringDelayAt(2500)).toBe('0ms');
      // Long after the start (after a sign-in, say): a second of its own.
      expect(ringDelayAt(30_000)).toBe('1000ms');
    } finally {
      now.mockRestore();
    }
  });
});
