/** Dates and percentages in the user's language: the one formatter, shared with the server. */
export { formatDate, formatPercent, localeOf } from '../../shared/format';
