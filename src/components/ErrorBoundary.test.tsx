import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { logger } from '@/lib/logger';
import { createTestI18n } from '@/testing/testI18n';

function Broken(): never {
  throw new Error('render failed');
}

function renderBroken(language: 'en' | 'kh') {
  return render(
    <I18nextProvider i18n={createTestI18n(language)}>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </I18nextProvider>,
  );
}

describe('error boundary', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the logger records it too.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });

  it('shows a translated error screen with a reload button instead of a blank page', () => {
    renderBroken('en');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logger.error).toHaveBeenCalledWith(
      'Render failed',
      expect.objectContaining({ message: 'render failed' }),
    );
  });

  it('speaks Khmer in kh', () => {
    renderBroken('kh');
    expect(screen.getByRole('alert')).toHaveTextContent('មានបញ្ហាកើតឡើង');
    expect(screen.getByRole('button', { name: 'ផ្ទុកឡើងវិញ' })).toBeInTheDocument();
  });
});
