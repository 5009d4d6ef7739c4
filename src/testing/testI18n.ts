import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/translation.json';
import kh from '../../public/locales/kh/translation.json';
import type { Language } from '@/lib/i18n/languages';

/** Real translations, loaded synchronously, for component tests (the HTTP backend has its own tests). */
export function createTestI18n(language: Language = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'kh',
    supportedLngs: ['kh', 'en'],
    resources: { en: { translation: en }, kh: { translation: kh } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
