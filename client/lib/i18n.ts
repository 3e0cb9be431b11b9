import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import de from '../locales/de.json';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/language';

export const resources = { en: { translation: en }, de: { translation: de } } as const;

export async function initI18n(language: Language = DEFAULT_LANGUAGE) {
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
