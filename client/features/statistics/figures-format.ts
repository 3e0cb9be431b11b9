/** Figures as the statistics screens write them, in the user's language (lib/format.ts). */
import { formatPercent, localeOf } from '../../lib/format';

export interface FigureFormat {
  count(value: number): string;
  /** A duration in hours (one decimal), e.g. "46 hours", "46 Stunden"; "–" for none. */
  hours(ms: number | null): string;
  /** A 0–1 rate as a whole percentage; "–" for none. */
  rate(value: number | null): string;
  /** A `YYYY-MM-DD` day (UTC) or a timestamp as a short date. */
  day(value: string): string;
}

const NONE = '–';

export function figureFormat(language: string): FigureFormat {
  const locale = localeOf(language);
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const hours = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    count: (value) => count.format(value),
    hours: (ms) => (ms === null ? NONE : hours.format(ms / 3_600_000)),
    rate: (value) => (value === null ? NONE : formatPercent(Math.round(value * 100), language)),
    day: (value) => {
      const date = new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
      return Number.isNaN(date.getTime()) ? value : day.format(date);
    },
  };
}
