import i18next, { type TFunction } from 'i18next';
import { de, en, type MessageKey } from './messages';
import { LANGUAGES, type Language } from '../../shared/language';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, de: { translation: de } },
  supportedLngs: [...LANGUAGES],
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const fixed = Object.fromEntries(LANGUAGES.map((l) => [l, i18n.getFixedT(l)])) as Record<
  Language,
  TFunction
>;

/** The message for `key` in `language`, with `{{name}}` placeholders filled. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return fixed[language](key, params);
}
