import { act, screen } from '@testing-library/react';
import { ScreenLoading } from '@/app/ScreenLoading';
import { SLOW_START_MS } from '@/app/slowStart';
import { renderWithProviders } from '@/testing/renderWithProviders';

/** The live region the spinner's hidden words are in (the page has the toaster's too). */
const loadingScreen = (words: string) => screen.getByText(words).closest<HTMLElement>('[role="status"]');

describe("the loading screen of a screen's code", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says after a while, in Khmer, that loading is slow, and offers a reload', () => {
    renderWithProviders(<ScreenLoading />, { language: 'kh' });
    const loading = loadingScreen('កំពុងផ្ទុក…');
    act(() => jest.advanceTimersByTime(SLOW_START_MS - 1));
    expect(loading).toHaveTextContent(/^កំពុងផ្ទុក…$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(loading).toHaveTextContent('នៅតែកំពុងផ្ទុក៖ ការតភ្ជាប់យឺត ឬដាច់។');
    expect(screen.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' })).toBeInTheDocument();
  });

  it("speaks the member's language", () => {
    renderWithProviders(<ScreenLoading />, { language: 'en' });
    act(() => jest.advanceTimersByTime(SLOW_START_MS));
    expect(loadingScreen('Loading…')).toHaveTextContent('Still loading: the connection is slow or down.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
