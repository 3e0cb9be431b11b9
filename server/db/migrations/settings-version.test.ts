import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createMigrator, migrateToLatest, openDatabase, type DatabaseHandle } from '../database';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createSettingsRepository } from '../repositories/settings-repository';

let testDb: TestDatabase;
let handle: DatabaseHandle;

const saved = {
  customTaskStatuses: [{ id: 'blocked', name: 'Blocked', colour: '#DE350B', category: 'open' }],
  showCustomTaskStatus: true,
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.url);
  const migrator = await createMigrator(handle.db);
  const { error } = await migrator.migrateTo('20261123-0003-clustered-items-and-audit');
  if (error) throw error;
  // Settings saved before versions existed (no version column yet).
  await sql`insert into tenant_settings (tenant_key, settings, updated_at, updated_by)
    values ('site', ${JSON.stringify(saved)}, '2026-11-22T10:00:00.000Z', 'alice')`.execute(
    handle.db,
  );
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe('migration 0004: settings version', () => {
  it('gives settings saved before it version 1, and a save names that version', async () => {
    const settings = createSettingsRepository(handle.db, handle.dialect);
    expect(await settings.get('site')).toEqual({ settings: saved, version: 1 });
    expect(await settings.save('site', saved, 'bob', 0)).toBe(false);
    expect(await settings.save('site', { ...saved, showCustomTaskStatus: false }, 'bob', 1)).toBe(
      true,
    );
    expect((await settings.get('site'))?.version).toBe(2);
    expect(await settings.save('site', saved, 'bob', 1)).toBe(false);
    expect(await settings.get('site')).toMatchObject({
      settings: { showCustomTaskStatus: false },
      version: 2,
    });
  });
});
