import { describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { rowBuilder, withFastRows } from './sqlite-rows';

describe('fast SQLite rows', () => {
  const db = new SQLite(':memory:');
  db.exec(`create table t (id integer primary key, "odd ""name"" \\ x" text, n real, b blob, z text);
    insert into t values (1, 'ä "quoted"', 1.5, x'0102', null), (2, 'two', -3, null, 'z');`);

  it('answer exactly the objects the driver would, for every kind of value and name', () => {
    for (const sql of [
      'select * from t order by id',
      'select id, id as id, z as id from t order by id',
      'select count(*) as n, max(n) from t',
      'select * from t where id = ?',
    ]) {
      const parameters = sql.includes('?') ? [2] : [];
      const expected = db.prepare(sql).all(parameters);
      const fast = withFastRows(db.prepare(sql));
      expect(fast.all(parameters), sql).toEqual(expected);
      expect([...fast.iterate(parameters)], sql).toEqual(expected);
    }
  });

  it('follow a change of the schema under a prepared statement', () => {
    db.exec('create table grows (a integer); insert into grows values (1)');
    const all = withFastRows(db.prepare('select * from grows'));
    expect(all.all([])).toEqual([{ a: 1 }]);
    db.exec("alter table grows add column b text default 'new'");
    expect(all.all([])).toEqual([{ a: 1, b: 'new' }]);
    expect([...all.iterate([])]).toEqual([{ a: 1, b: 'new' }]);
  });

  it('leave writes as they are', () => {
    const insert = withFastRows(db.prepare('insert into t (id, z) values (?, ?)'));
    expect(insert.reader).toBe(false);
    expect(insert.run([3, 'three']).changes).toBe(1);
    const returning = withFastRows(db.prepare('insert into t (id) values (?) returning id, z'));
    expect(returning.all([4])).toEqual([{ id: 4, z: null }]);
  });

  it('quote names so that none can become code', () => {
    const build = rowBuilder(['a', '"}); throw new Error("x"); ({"', 'a']);
    expect(build([1, 2, 3])).toEqual({ a: 3, '"}); throw new Error("x"); ({"': 2 });
  });
});
