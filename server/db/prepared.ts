/**
 * Kysely builds an operation tree and compiles it to SQL on every call; on the hottest paths
 * (an item's status: six statements per request) that was a tenth of the server's CPU (bench).
 * `prepared` builds and compiles a query once per shape, with stand-ins for its values, and
 * then only binds the values of each call. The SQL is exactly what Kysely would produce.
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './schema';

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
    return executor.executeQuery<Row>(bind(template, args));
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
    return executor.executeQuery<Row>(bind(template, [...names.map((n) => values[n]), ...args]));
  };
}
