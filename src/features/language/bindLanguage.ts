import type { Dispatch } from '@reduxjs/toolkit';
import type { i18n as I18n } from 'i18next';
import { languageChanged } from '@/features/language/languageSlice';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';

/** i18next owns the language (and i18nextLng); the slice follows it (<html lang>: createI18n). */
export function bindLanguageToStore(i18n: I18n, dispatch: Dispatch): () => void {
  const follow = (lng: string) => dispatch(languageChanged(isLanguage(lng) ? lng : DEFAULT_LANGUAGE));
  follow(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', follow);
  return () => i18n.off('languageChanged', follow);
}
