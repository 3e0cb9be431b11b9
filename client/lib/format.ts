/** The app's date and percentage formats: one formatter with the server's static output. */
export { formatDate, formatPercent } from '../../shared/format';
