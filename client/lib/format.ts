/** Dates in the user's language (docs/PRODUCT.md, "Languages": dates follow the user's locale). */
const LOCALES: Record<string, string> = { en: 'en-US', de: 'de-DE' };

/** The locale numbers and dates are written in for a language. */
export const localeOf = (language: string): string => LOCALES[language] ?? language;

export function formatDate(isoDate: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language] ?? language, {
    dateStyle: 'long',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? 'UTC' : undefined,
  }).format(date);
}

/** A whole percentage (0–100) in the user's language: "40%" in English, "40 %" in German. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}
