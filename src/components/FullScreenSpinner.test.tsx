import { screen } from '@testing-library/react';
import { FullScreenSpinner } from '@/components/FullScreenSpinner';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('the loading screen', () => {
  it('names its logo and says it is loading in Khmer', () => {
    renderWithProviders(<FullScreenSpinner />, { language: 'kh' });
    expect(screen.getByRole('img', { name: 'ខ្លាឃ្លោក' })).toBeInTheDocument();
    expect(screen.getByText('កំពុងផ្ទុក…')).toBeInTheDocument();
  });
});
