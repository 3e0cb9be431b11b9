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

/** The language the screens show now. */
export const currentLanguage = (): Language =>
  (i18next.language as Language | undefined) ?? DEFAULT_LANGUAGE;

/**
 * Switches the language only once the strings the open screens use are there in the new
 * one: react-i18next re-renders on the switch (and not when strings are added later), so
 * switching first would show raw keys, and keep them.
 */
export async function changeLanguage(language: Language) {
  pendingLanguage = language;
  await ensureLoaded(language);
  // A feature screen may start loading its strings while this waits: check again until
  // nothing is missing, then switch at once.
  while (featuresWanted && !featuresLoaded.has(language)) await loadFeaturesFor(language);
  if (lightWanted) await loadLightFor(language);
  await i18next.changeLanguage(language);
  if (pendingLanguage === language) pendingLanguage = undefined;
  document.documentElement.lang = language;
}

const featureLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.features.json'),
  de: () => import('../locales/de.features.json'),
};
const featuresLoaded = new Set<Language>();
/** Whether a feature screen asked for its strings (from then on every language needs them). */
let featuresWanted = false;
/** The language a changeLanguage call is switching to, until it has switched. */
let pendingLanguage: Language | undefined;

async function loadFeaturesFor(language: Language): Promise<void> {
  if (featuresLoaded.has(language)) return;
  const messages = (await featureLoaders[language]()).default;
  i18next.addResourceBundle(language, 'translation', messages, true, true);
  featuresLoaded.add(language);
}

const lightLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.light.json'),
  de: () => import('../locales/de.light.json'),
};
/** Whether a light entry asked for its strings. */
let lightWanted = false;

async function loadLightFor(language: Language): Promise<void> {
  if (featuresLoaded.has(language)) return;
  i18next.addResourceBundle(
    language,
    'translation',
    (await lightLoaders[language]()).default,
    true,
    true,
  );
}

/**
 * The part of the feature strings the light entries show before "All actions"
 * (client/locales/light-namespaces.ts); what they load on demand awaits loadFeatureStrings.
 */
export async function loadLightStrings(): Promise<void> {
  if (!i18next.isInitialized) return;
  lightWanted = true;
  await loadLightFor((i18next.language as Language | undefined) ?? DEFAULT_LANGUAGE);
}

/**
 * The strings of the feature screens (templates, checklists, settings…), a chunk of their
 * own: feature modules await this at import, so their text is there before they render —
 * in the current language and in the one a language change is switching to.
 */
export async function loadFeatureStrings(): Promise<void> {
  if (!i18next.isInitialized) return;
  featuresWanted = true;
  const current = (i18next.language as Language | undefined) ?? DEFAULT_LANGUAGE;
  const languages = new Set<Language>([current]);
  if (pendingLanguage) languages.add(pendingLanguage);
  await Promise.all([...languages].map(loadFeaturesFor));
}

const statisticsLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.statistics.json'),
  de: () => import('../locales/de.statistics.json'),
};

/**
 * The statistics screens' strings (namespace `statistics`), a chunk loaded with those screens
 * only, so the light entries that load the feature strings never carry them. Both languages
 * at once (they are small): a language change finds them there.
 */
export async function loadStatisticsStrings(): Promise<void> {
  if (!i18next.isInitialized) return;
  await Promise.all(
    LANGUAGES.map(async (language) => {
      if (i18next.hasResourceBundle(language, 'statistics')) return;
      const messages = (await statisticsLoaders[language]()).default;
      i18next.addResourceBundle(language, 'statistics', messages, true, true);
    }),
  );
}
