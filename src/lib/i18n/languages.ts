export const LANGUAGES = ['kh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'kh';
/** Spec §1: the choice is remembered in browser storage under this key. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag for the `lang` attribute: Khmer is "km" (the spec's "kh" is the app's own code). */
export function htmlLangOf(language: Language): string {
  return language === 'kh' ? 'km' : 'en';
}

/** The language i18next's detector will pick at start-up: the stored choice, else the default (createI18n.ts). */
export function storedLanguage(storage: Pick<Storage, 'getItem'>): Language {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The stored language, or null where the browser gives the page no storage (a privacy mode throws on
 * `localStorage` itself): for the few steps that run before i18next, whose detector then reads the same.
 */
export function readableStoredLanguage(storage?: Pick<Storage, 'getItem'>): Language | null {
  try {
    return storedLanguage(storage ?? localStorage);
  } catch {
    return null;
  }
}
