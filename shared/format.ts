/**
 * Dates and percentages in the reader's language, the one formatter of the app and of the
 * server's static output (the macros in a PDF or Word export): "November 28, 2026" and "18%"
 * in English, "28. November 2026" and "18 %" in German (docs/PRODUCT.md, "Languages").
 */
const LOCALES: Record<string, string> = { en: 'en-US', de: 'de-DE' };

/** The locale numbers and dates are written in for a language. */
export const localeOf = (language: string): string => LOCALES[language] ?? language;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(isoDate: string, language: string): string {
  const date = new Date(DAY.test(isoDate) ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language] ?? language, {
    dateStyle: 'long',
    timeZone: DAY.test(isoDate) ? 'UTC' : undefined,
  }).format(date);
}

/** A whole percentage (0–100) in the user's language: "40%" in English, "40 %" in German. */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(LOCALES[language] ?? language, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}
