/**
 * Rows from better-sqlite3 as plain objects, built fast. The driver makes each row object
 * property by property in C++, which for a checklist row (28 columns) cost about twice as much
 * as reading the row itself: half the time of a list page's row fetch (docs/PERFORMANCE.md).
 * Reading rows as arrays and building the objects with one object literal per statement (a
 * function made once from its column names) gives the same objects at half the cost.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/** `{ [names[0]]: values[0], … }`; with a repeated name the last value wins, as in the driver. */
export function rowBuilder(names: readonly string[]): RowBuilder {
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`);
  // The names come from SQLite's description of our own statements and are quoted as JSON
  // strings: nothing here is code from outside.
  return new Function('values', `return { ${fields.join(', ')} };`) as RowBuilder;
}

/** The statement as Kysely uses it, answering rows as objects built by `rowBuilder`. */
export function withFastRows(statement: SQLite.Statement<unknown[]>): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const describe = () => statement.columns().map((column) => column.name);
  let width = 0;
  let build: RowBuilder = () => ({});
  // SQLite prepares a statement again when the schema changes (a migration), and `select *`
  // may then answer other columns: the builder follows whenever the width differs.
  const builderFor = (values: unknown[]) => {
    if (values.length !== width) {
      const names = describe();
      width = names.length;
      build = rowBuilder(names);
    }
    return build;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      return rows.length === 0 ? rows : rows.map(builderFor(rows[0] ?? []));
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>) {
        yield builderFor(values)(values);
      }
    },
  };
}
