/**
 * i18next with one language loaded at a time: each locale file is its own chunk, so the
 * entry every macro loads carries no strings it will not show. German is complete (a test
 * checks that both files have the same keys), so no fallback language is loaded.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/language';

type Messages = Record<string, unknown>;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const messages = (await loaders[language]()).default;
  i18next.addResourceBundle(language, 'translation', messages, true, true);
}

export async function initI18n(language: Language = DEFAULT_LANGUAGE) {
  const messages = (await loaders[language]()).default;
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language) {
  await ensureLoaded(language);
  const hadFeatures = featuresLoaded.size > 0;
  await i18next.changeLanguage(language);
  if (hadFeatures) await loadFeatureStrings();
  document.documentElement.lang = language;
}

const featureLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.features.json'),
  de: () => import('../locales/de.features.json'),
};
const featuresLoaded = new Set<string>();

/**
 * The strings of the feature screens (templates, checklists, settings…), a chunk of their
 * own: feature modules await this at import, so their text is there before they render.
 */
export async function loadFeatureStrings(): Promise<void> {
  const language = (i18next.language as Language | undefined) ?? DEFAULT_LANGUAGE;
  if (featuresLoaded.has(language) || !i18next.isInitialized) return;
  const messages = (await featureLoaders[language]()).default;
  i18next.addResourceBundle(language, 'translation', messages, true, true);
  featuresLoaded.add(language);
}
