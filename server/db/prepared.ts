/**
 * Kysely builds an operation tree and compiles it to SQL on every call; on the hottest paths
 * (an item's status: six statements per request) that was a tenth of the server's CPU (bench).
 * `prepared` builds and compiles a query once per shape, with stand-ins for its values, and
 * then only binds the values of each call. The SQL is exactly what Kysely would produce.
 */
import {
  CompiledQuery,
  type Compilable,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import type { Database } from './schema';

/** SQLite databases whose statements a transaction may run in-process (`runsInProcess`). */
const inProcess = new WeakMap<object, SqliteDatabase>();

/**
 * Lets the transactions of `db` run their statements on `sqlite` directly. Kysely hands each
 * statement through six promise-returning layers (executor, connection provider, driver,
 * result plugins) to a driver that answers synchronously; on an item write's eight statements
 * that was a tenth of the server's work (docs/PERFORMANCE.md, 2026-11-28). Only transactions
 * take this way: one holds the connection from its begin to its commit, so a statement run at
 * once runs exactly where Kysely would have run it. Queries outside a transaction keep
 * Kysely's way, which waits for the connection.
 */
export function runsInProcess(db: Kysely<Database>, sqlite: SqliteDatabase): void {
  inProcess.set(db.getExecutor().adapter, sqlite);
}

/** What Kysely's SQLite driver answers for `query`, computed the same way. */
function runOnSqlite<Row>(sqlite: SqliteDatabase, query: CompiledQuery): QueryResult<Row> {
  const statement = sqlite.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) as Row[] };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** `executor.executeQuery(query)`, in-process inside a transaction where allowed. */
export async function executeCompiled<Row>(
  executor: Kysely<Database>,
  query: CompiledQuery,
): Promise<QueryResult<Row>> {
  const sqlite = executor.isTransaction ? inProcess.get(executor.getExecutor().adapter) : undefined;
  return sqlite ? runOnSqlite<Row>(sqlite, query) : executor.executeQuery<Row>(query);
}

/** A value's place while the query is compiled: which argument goes there. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template {
  sql: string;
  /** Per parameter: the argument index (Slot) or a constant the builder put in itself. */
  parameters: readonly unknown[];
}

function compileTemplate(query: Compilable): Template {
  const compiled = query.compile();
  return { sql: compiled.sql, parameters: compiled.parameters };
}

function bind(template: Template, args: readonly unknown[]): CompiledQuery {
  const parameters = template.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
  return CompiledQuery.raw(template.sql, parameters);
}

/**
 * A query whose shape is fixed: `build` receives stand-ins for the arguments (use them only as
 * values, never in conditions of the builder itself), is called once per database, and every
 * call runs the compiled SQL on `executor` (the database or a transaction) with its values.
 */
export function prepared<Args extends unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
) {
  const templates = new WeakMap<object, Template>();
  const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as Args;
  return async (executor: Kysely<Database>, ...args: Args): Promise<QueryResult<Row>> => {
    // Compiled per dialect: one template per Kysely instance of the database (transactions
    // share their database's compiler).
    let template = templates.get(executor.getExecutor().adapter);
    if (!template) {
      template = compileTemplate(build(executor, ...slots));
      templates.set(executor.getExecutor().adapter, template);
    }
    return executeCompiled<Row>(executor, bind(template, args));
  };
}

/**
 * A query whose shape depends on which fields an object has (an UPDATE's SET list, an INSERT's
 * columns): one template per list of defined fields, values bound from the object.
 */
export function preparedByFields<Fields extends object, Args extends unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, fields: Fields, ...args: Args) => Compilable<Row>,
) {
  const templates = new WeakMap<object, Map<string, Template>>();
  return async (
    executor: Kysely<Database>,
    fields: Fields,
    ...args: Args
  ): Promise<QueryResult<Row>> => {
    const values = fields as Record<string, unknown>;
    const names = Object.keys(values).filter((k) => values[k] !== undefined);
    const key = names.join(',');
    const adapter = executor.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) {
      byShape = new Map();
      templates.set(adapter, byShape);
    }
    let template = byShape.get(key);
    if (!template) {
      const fieldSlots = Object.fromEntries(names.map((name, i) => [name, new Slot(i)]));
      const argSlots = Array.from({ length: arity }, (_, i) => new Slot(names.length + i));
      template = compileTemplate(
        build(executor, fieldSlots as unknown as Fields, ...(argSlots as unknown as Args)),
      );
      // Bounded: shapes come from code paths, not from request data.
      if (byShape.size < 256) byShape.set(key, template);
    }
    return executeCompiled<Row>(
      executor,
      bind(template, [...names.map((n) => values[n]), ...args]),
    );
  };
}
