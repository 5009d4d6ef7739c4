import i18next, { type i18n as I18n } from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from '@/lib/i18n/languages';
import {
  TRANSLATION_CACHE_MS,
  TRANSLATION_CACHE_PREFIX,
  translationsPath,
} from '@/lib/i18n/preloadTranslations';
import { parseTranslationsFile } from '@/lib/i18n/translationsFile';

export interface I18nOptions {
  /** Where /locales/{lng}/translation.json is served from (the app's own origin by default). */
  localesBaseUrl?: string;
  /** Bumped when the translation files change, so a cached copy is not served for a week after. */
  version: string;
}

/**
 * i18next with: the language detector (localStorage `i18nextLng` only; default kh), and a chained
 * backend — localStorage cache (7 days) first, then HTTP. i18next retries a failed load itself
 * (maxRetries/retryTimeout below); the app still renders with keys replaced by the fallback language.
 */
export async function createI18n(options: I18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  // <html lang> follows the language from the first screen on (screen readers pick their voice by it).
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = htmlLangOf(isLanguage(lng) ? lng : DEFAULT_LANGUAGE);
  });
  await instance
    .use(ChainedBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      maxRetries: 5,
      retryTimeout: 500,
      interpolation: { escapeValue: false }, // React escapes.
      detection: {
        order: ['localStorage'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      backend: {
        backends: [LocalStorageBackend, HttpBackend],
        // Let i18next retry when every backend failed (maxRetries/retryTimeout above).
        retryOnFailure: true,
        backendOptions: [
          {
            prefix: TRANSLATION_CACHE_PREFIX,
            expirationTime: TRANSLATION_CACHE_MS,
            defaultVersion: options.version,
          },
          { loadPath: translationsPath(options.localesBaseUrl), parse: parseTranslationsFile },
        ],
      },
      react: { useSuspense: false },
    });
  return instance;
}
