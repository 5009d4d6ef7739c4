import { BOOT_FAILURE_TEXT } from '@/app/bootFailure';
import { DEFAULT_LANGUAGE, htmlLangOf, readableStoredLanguage, type Language } from '@/lib/i18n/languages';

/** How long the loading screen waits before it says the start is slow. */
export const SLOW_START_MS = 10_000;

/**
 * Said on the loading screen before i18n (it may be i18n's translations that do not come), so kept
 * here in both languages; the reload button's words are the error screen's (`BOOT_FAILURE_TEXT`).
 */
export const SLOW_START_TEXT: Readonly<Record<Language, string>> = {
  kh: 'នៅតែកំពុងផ្ទុក៖ ការតភ្ជាប់យឺត ឬដាច់។',
  en: 'Still loading: the connection is slow or down.',
};

/**
 * The first screen renders once its translations and chunks are in, and the spec sets no request
 * timeout: one that never answers left the spinner turning for ever. After a while the loading screen
 * says why it may be taking long and offers a reload; it goes with the spinner when the app renders.
 * Touches only index.html's own loading screen, never what React renders.
 */
export function showSlowStart(container: HTMLElement, storage?: Pick<Storage, 'getItem'>): void {
  const screen = container.querySelector(':scope > .spinner-screen');
  if (!screen || screen.querySelector('.spinner-screen__slow')) return;
  const language = readableStoredLanguage(storage) ?? DEFAULT_LANGUAGE;
  const note = document.createElement('p');
  note.className = 'spinner-screen__slow';
  note.lang = htmlLangOf(language);
  note.textContent = SLOW_START_TEXT[language];
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'spinner-screen__reload';
  reload.lang = note.lang;
  reload.textContent = BOOT_FAILURE_TEXT[language].reload;
  reload.addEventListener('click', () => window.location.reload());
  screen.append(note, reload);
}
