import { useTranslation } from 'react-i18next';
import { htmlLangOf, isLanguage, LANGUAGES, DEFAULT_LANGUAGE, type Language } from '@/lib/i18n/languages';
import './LanguageSwitch.css';

const LABELS: Record<Language, string> = { kh: 'ខ្មែរ', en: 'English' };

/** Two buttons, each labelled in its own language, so a person who cannot read the other finds theirs. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={htmlLangOf(language)}
          aria-pressed={current === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {LABELS[language]}
        </button>
      ))}
    </div>
  );
}
