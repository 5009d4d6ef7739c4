import { DEFAULT_LANGUAGE, htmlLangOf, readableStoredLanguage, type Language } from '@/lib/i18n/languages';

interface FailureText {
  title: string;
  body: string;
  reload: string;
}

/**
 * The words of the app's own error screen (public/locales/<language>/translation.json, "error"),
 * kept here because this screen is shown when the app itself could not be loaded, i18n and its
 * translations included. `bootFailure.test.ts` keeps them equal to the translation files.
 */
export const BOOT_FAILURE_TEXT: Readonly<Record<Language, FailureText>> = {
  kh: {
    title: 'មានបញ្ហាកើតឡើង',
    body: 'មិនអាចបង្ហាញទំព័រនេះបានទេ។ សូមផ្ទុកឡើងវិញ ដើម្បីព្យាយាមម្តងទៀត។',
    reload: 'ផ្ទុកឡើងវិញ',
  },
  en: {
    title: 'Something went wrong',
    body: 'The page could not be shown. Reload to try again.',
    reload: 'Reload',
  },
};

/**
 * Replaces the loading screen with the error screen (components/ErrorScreen.tsx, drawn without
 * React or i18n, which are what failed to arrive), in the member's stored language. For a boot that
 * could not load its chunks: the network dropped between the page and its scripts. A reload asks
 * for everything again (index.html is never cached).
 */
export function showBootFailure(container: HTMLElement, storage?: Pick<Storage, 'getItem'>): void {
  // No storage (a privacy mode): the default language, as i18next's detector would pick.
  const language = readableStoredLanguage(storage) ?? DEFAULT_LANGUAGE;
  const text = BOOT_FAILURE_TEXT[language];
  const screen = document.createElement('main');
  screen.className = 'error-screen';
  screen.setAttribute('role', 'alert');
  screen.lang = htmlLangOf(language);
  const title = document.createElement('h1');
  title.textContent = text.title;
  const body = document.createElement('p');
  body.textContent = text.body;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = text.reload;
  reload.addEventListener('click', () => window.location.reload());
  screen.append(title, body, reload);
  container.replaceChildren(screen);
}
