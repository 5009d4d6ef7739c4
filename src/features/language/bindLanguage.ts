import type { Dispatch } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { languageChanged } from '@/features/language/languageSlice';
import { DEFAULT_LANGUAGE, htmlLangOf, isLanguage } from '@/lib/i18n/languages';

/** i18next owns the language (and i18nextLng); the slice and <html lang> follow it. */
export function bindLanguageToStore(i18n: I18n, dispatch: Dispatch): () => void {
  const follow = (lng: string) => {
    const language = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    dispatch(languageChanged(language));
    if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf(language);
  };
  follow(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', follow);
  return () => i18n.off('languageChanged', follow);
}
