/**
 * The field schemas every API schema builds on, so that no field forgets a rule: text that
 * the databases can store, versions that fit their columns, dates that are in the calendar,
 * and query-string integers written as plain digits.
 */
import { z } from 'zod';
import { VERSION_MAX } from './constants';
import { VALIDATION } from './validation-messages';

/**
 * Any Unicode text except NUL (PostgreSQL cannot store it in text columns) and unpaired
 * surrogates (JSON can carry `\ud800`, but it is no character: the drivers would store U+FFFD
 * instead). With the `u` flag a well-formed pair is one code point outside the range.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses.
const STORABLE_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;

/** Whether the databases can store `value` as text (and look it up). */
export const isStorableText = (value: string): boolean => STORABLE_TEXT.test(value);

/** Free text from a person or a client: titles, notes, reasons, names, ids, searches. */
export const text = () => z.string().regex(STORABLE_TEXT, VALIDATION.text);

/** A resource's version as the client read it (1 … VERSION_MAX). */
export const versionSchema = z.number().int().min(1).max(VERSION_MAX);

const DATE_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day of the calendar: 2032-02-29, never 2031-02-30 or 2031-13-01. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_FORMAT.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateSchema = z.string().refine(isCalendarDate, VALIDATION.date);

/**
 * An integer in a query string, in plain decimal digits: `16` or `016`, never `0x10`, `1e3`,
 * ` 16`, `16.0` or `+16` (which `Number()` would all read as a number).
 */
export const queryIntegerSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, VALIDATION.integer)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
