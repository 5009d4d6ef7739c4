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
