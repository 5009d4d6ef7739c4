import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getByRole } from '@testing-library/dom';
import { BOOT_FAILURE_TEXT, showBootFailure } from '@/app/bootFailure';
import { LANGUAGES } from '@/lib/i18n/languages';

const storageWith = (language: string | null) => ({ getItem: () => language });

function failedBoot(storage: Pick<Storage, 'getItem'>) {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  container.innerHTML = '<div class="spinner-screen" role="status"></div>';
  showBootFailure(container, storage);
  return container;
}

describe('the boot failure screen', () => {
  it('replaces the loading screen with an alert and a reload button, in Khmer by default', () => {
    const container = failedBoot(storageWith(null));
    expect(container.querySelector('.spinner-screen')).toBeNull();
    const alert = getByRole(container, 'alert');
    expect(alert).toHaveAttribute('lang', 'km');
    expect(getByRole(alert, 'heading', { level: 1 })).toHaveTextContent('មានបញ្ហាកើតឡើង');
    expect(getByRole(alert, 'button', { name: 'ផ្ទុកឡើងវិញ' })).toBeInTheDocument();
  });

  it("speaks the member's stored language", () => {
    const alert = getByRole(failedBoot(storageWith('en')), 'alert');
    expect(alert).toHaveAttribute('lang', 'en');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The page could not be shown. Reload to try again.');
    expect(getByRole(alert, 'button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('falls back to Khmer where storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(getByRole(failedBoot(blocked), 'alert')).toHaveAttribute('lang', 'km');
  });

  it.each(LANGUAGES)("says what the app's own error screen says in %s", (language) => {
    const translation = JSON.parse(
      readFileSync(join(process.cwd(), 'public/locales', language, 'translation.json'), 'utf8'),
    ) as { error: unknown };
    expect(BOOT_FAILURE_TEXT[language]).toEqual(translation.error);
  });
});
