/** Supported UI languages and the rule that picks one (docs/PRODUCT.md, "Languages"). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** `de-DE`, `de_DE`, `DE` → `de`; anything unsupported → undefined. */
export function languageOf(raw: string | null | undefined): Language | undefined {
  const prefix = (raw ?? '').trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === prefix);
}

/**
 * The browser's language prefix when we support it, otherwise the host user's language,
 * otherwise English.
 */
export function chooseLanguage(sources: {
  browser?: string | null;
  host?: string | null;
}): Language {
  return languageOf(sources.browser) ?? languageOf(sources.host) ?? DEFAULT_LANGUAGE;
}

/**
 * The language a person sees: their own choice (user settings), else the site's default
 * (global settings), else the spec's rule above (browser, host user, English).
 */
export function pickLanguage(sources: {
  personal?: Language | null;
  site?: Language | null;
  browser?: string | null;
  host?: string | null;
}): Language {
  return sources.personal ?? sources.site ?? chooseLanguage(sources);
}

/** The first supported language of an `Accept-Language` header. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  for (const part of (header ?? '').split(',')) {
    const language = languageOf(part.split(';')[0]);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
