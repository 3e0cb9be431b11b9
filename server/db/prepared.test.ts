import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { executeCompiled } from './prepared';
import type { Database } from './schema';

// A table of its own: these tests are about how statements run, not about our schema.
const db = (handle: DatabaseHandle) => handle.db as unknown as Kysely<Database>;
const raw = (sql: string, parameters: unknown[] = []) => CompiledQuery.raw(sql, parameters);

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function open(): Promise<Kysely<Database>> {
  handle = openDatabase('sqlite::memory:');
  await db(handle).executeQuery(raw('create table t (id integer primary key, v text)'));
  return db(handle);
}

describe('statements of a SQLite transaction, run in-process', () => {
  it('answer exactly what Kysely answers: rows, affected rows, insert ids', async () => {
    const kysely = await open();
    const through = async (run: (q: CompiledQuery) => Promise<QueryResult<unknown>>) => [
      await run(raw('insert into t (v) values (?), (?)', ['a', 'b'])),
      await run(raw('update t set v = ? where id > ?', ['c', 0])),
      await run(raw('select * from t order by id')),
      await run(raw('delete from t')),
    ];
    const inProcess = await kysely
      .transaction()
      .execute((trx) => through((q) => executeCompiled(trx, q)));
    const byKysely = await kysely
      .transaction()
      .execute((trx) => through((q) => trx.executeQuery(q)));
    expect(inProcess).toEqual(byKysely);
    expect(inProcess[0]).toEqual({ numAffectedRows: 2n, insertId: 2n, rows: [] });
    expect(inProcess[2]?.rows).toEqual([
      { id: 1, v: 'c' },
      { id: 2, v: 'c' },
    ]);
  });

  it('fail as Kysely fails, and roll back with their transaction', async () => {
    const kysely = await open();
    await expect(
      kysely.transaction().execute(async (trx) => {
        await executeCompiled(trx, raw("insert into t (v) values ('x')"));
        await executeCompiled(trx, raw('insert into missing values (1)'));
      }),
    ).rejects.toThrow(/no such table: missing/);
    expect((await kysely.executeQuery(raw('select count(*) as n from t'))).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('leave a query outside the transaction waiting for it, never reading what it has not committed', async () => {
    const kysely = await open();
    const trx = await kysely.startTransaction().execute();
    await executeCompiled(trx, raw("insert into t (v) values ('uncommitted')"));
    let answered = false;
    const outside = executeCompiled<{ n: number }>(kysely, raw('select count(*) as n from t')).then(
      (result) => {
        answered = true;
        return result.rows;
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    await trx.rollback().execute();
    expect(await outside).toEqual([{ n: 0 }]);
  });
});
