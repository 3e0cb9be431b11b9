/**
 * The SQL pieces the statistics need that SQLite and PostgreSQL spell differently: durations
 * between stored timestamps (ISO-8601 text), a JSON field of an audit row, the Monday of a
 * timestamp's week, and "not on a hidden place". Everything is bound, nothing is spliced.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../database';

/** Whole milliseconds from `from` to `to` (two timestamp columns, as stored). */
export function durationMs(dialect: Dialect, from: string, to: string): RawBuilder<number> {
  const [a, b] = [sql.ref(from), sql.ref(to)];
  return dialect === 'postgres'
    ? sql<number>`round(extract(epoch from (${b}::timestamptz - ${a}::timestamptz)) * 1000)::bigint`
    : sql<number>`cast(round((julianday(${b}) - julianday(${a})) * 86400000) as integer)`;
}

/** A text field of a JSON column (`before_json`, `after_json`). */
export function jsonText(dialect: Dialect, column: string, field: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`(${sql.ref(column)}::json ->> ${field})`
    : sql<string>`json_extract(${sql.ref(column)}, ${'$.' + field})`;
}

/** The UTC day (`YYYY-MM-DD`) of a timestamp column. */
export const dayOf = (column: string): RawBuilder<string> =>
  sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** The Monday (`YYYY-MM-DD`, UTC) of the week of a timestamp column. */
export function weekOf(dialect: Dialect, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(date_trunc('week', (${sql.ref(column)}::timestamptz at time zone 'UTC')), 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, 'weekday 0', '-6 days')`;
}

/** `place_kind:place_id` of the checklists alias `c` is not among `hidden` (placeKey's form). */
export function notHidden(dialect: Dialect, hidden: readonly string[]): RawBuilder<boolean> {
  const list = JSON.stringify(hidden);
  const values =
    dialect === 'postgres'
      ? sql`select jsonb_array_elements_text(${list}::jsonb)`
      : sql`select value from json_each(${list})`;
  return sql<boolean>`(c.place_id is null or c.place_kind || ':' || c.place_id not in (${values}))`;
}

/** `value in (list)` for a small bound list (never empty: a list of one impossible value). */
export function inList(value: RawBuilder<unknown>, list: readonly string[]): RawBuilder<boolean> {
  const values = list.length ? list : ['\u0001'];
  return sql<boolean>`${value} in (${sql.join(values.map((v) => sql`${v}`))})`;
}
