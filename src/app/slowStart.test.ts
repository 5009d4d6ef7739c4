import { getByRole } from '@testing-library/dom';
import { showSlowStart } from '@/app/slowStart';

const storageWith = (language: string | null) => ({ getItem: () => language });

function loadingScreen(): HTMLElement {
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  container.innerHTML = '<div class="spinner-screen" role="status" aria-live="polite"></div>';
  return container;
}

describe('the slow start note', () => {
  it('says on the loading screen (a live region) that the start is slow, with a reload, in Khmer by default', () => {
    const container = loadingScreen();
    showSlowStart(container, storageWith(null));
    const status = getByRole(container, 'status');
    expect(status).toHaveTextContent('នៅតែកំពុងផ្ទុក៖ ការតភ្ជាប់យឺត ឬដាច់។');
    expect(getByRole(status, 'button', { name: 'ផ្ទុកឡើងវិញ' })).toHaveAttribute('lang', 'km');
  });

  it("speaks the member's stored language, once", () => {
    const container = loadingScreen();
    showSlowStart(container, storageWith('en'));
    showSlowStart(container, storageWith('en'));
    expect(container.querySelectorAll('.spinner-screen__slow')).toHaveLength(1);
    expect(getByRole(container, 'status')).toHaveTextContent(
      'Still loading: the connection is slow or down.',
    );
  });

  it('leaves alone a page the app has rendered (no loading screen of index.html left)', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><div class="spinner-screen"></div></main>';
    showSlowStart(container, storageWith('en'));
    expect(container.querySelector('.spinner-screen__slow')).toBeNull();
  });
});
