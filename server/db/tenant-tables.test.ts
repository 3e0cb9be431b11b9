import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { GLOBAL_TABLES, TENANT_TABLES } from './repositories/tenant-data-repository';

let testDb: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.url);
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe('the schema', () => {
  it('gives every table but the global ones a tenant column, and the purge knows them all', async () => {
    // Only this database's own tables: on PostgreSQL the introspection lists every schema of
    // the database, and other test runs keep theirs there.
    const own =
      handle.dialect === 'postgres' ? new URL(testDb.url).searchParams.get('options') : '';
    const schema = /search_path=(\w+)/.exec(own ?? '')?.[1];
    const tables = (await handle.db.introspection.getTables()).filter(
      (table) => schema === undefined || table.schema === schema,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      if ((GLOBAL_TABLES as readonly string[]).includes(table.name)) continue;
      const entry = TENANT_TABLES.find((t) => t.table === table.name);
      expect(entry, `${table.name} is missing from TENANT_TABLES`).toBeDefined();
      expect(table.columns.map((c) => c.name)).toContain(entry?.column);
    }
  });

  it('migrates a second time without changes', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });
});
