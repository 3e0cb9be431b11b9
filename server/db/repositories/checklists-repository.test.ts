import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../database';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { COUNT_CAP, createChecklistsRepository, type ChecklistRow } from './checklists-repository';

let database: TestDatabase;
let handle: DatabaseHandle;
const TENANT = 'counting';

const row = (i: number, status: ChecklistRow['status']): ChecklistRow => {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
  return {
    uid: `c${String(i).padStart(6, '0')}`,
    tenant_key: TENANT,
    title: `Checklist ${i}`,
    search_text: `checklist ${i}`,
    template_uid: null,
    template_version: null,
    place_kind: 'standalone',
    place_id: null,
    place_key: null,
    macro_id: null,
    assignee_id: null,
    due_date: null,
    status,
    progress_done: 0,
    progress_total: 0,
    open_required: 0,
    created_at: at,
    created_by: 'alice',
    updated_at: at,
    updated_by: 'alice',
    completed_at: null,
    completed_by: null,
    skipped_at: null,
    skipped_by: null,
    skip_reason: null,
    archived_at: null,
    version: 1,
    meta_version: 1,
  };
};

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.url);
  await migrateToLatest(handle.db);
  // One more than the cap: all but the last are in progress.
  const rows = Array.from({ length: COUNT_CAP + 1 }, (_, i) =>
    row(i, i < COUNT_CAP ? 'in_progress' : 'completed'),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await handle.db
      .insertInto('checklists')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('list totals', () => {
  // One repository for the file, as the app has: its count cache lives as long as it does.
  let repository: ReturnType<typeof createChecklistsRepository>;
  beforeAll(() => {
    repository = createChecklistsRepository(handle.db, handle.dialect);
  });
  const list = (
    filter: Parameters<ReturnType<typeof createChecklistsRepository>['list']>[1],
    offset = 0,
  ) =>
    repository.list(TENANT, filter, 'updated', {
      limit: 10,
      offset,
    });

  it('say "more than" past the cap, on any page', async () => {
    for (const offset of [0, 5000, 20_000]) {
      const page = await list({}, offset);
      expect(page.total).toBe(COUNT_CAP);
      expect(page.totalCapped).toBe(true);
    }
  });

  it('are exact up to the cap: counted, or read off a short last page', async () => {
    for (const offset of [0, COUNT_CAP - 5, COUNT_CAP, 50_000]) {
      const page = await list({ status: 'in_progress' }, offset);
      expect(page.total).toBe(COUNT_CAP);
      expect(page.totalCapped).toBe(false);
    }
    const completed = await list({ status: 'completed' });
    expect(completed.rows).toHaveLength(1);
    expect(completed.total).toBe(1);
    expect(await list({ status: 'archived' })).toMatchObject({ rows: [], total: 0 });
    expect((await list({ search: 'checklist 1000' })).total).toBe(2);
  });

  it('stay within the tenant', async () => {
    const other = await repository.list('another', {}, 'updated', { limit: 10, offset: 0 });
    expect(other).toEqual({ rows: [], total: 0, totalCapped: false });
  });

  it('follow every change, from this process or another', async () => {
    const inProgress = () => list({ status: 'in_progress' }, 20);
    expect(await inProgress()).toMatchObject({ total: COUNT_CAP, totalCapped: false });
    expect(await inProgress()).toMatchObject({ total: COUNT_CAP, totalCapped: false });

    await handle.db
      .insertInto('checklists')
      .values(row(COUNT_CAP + 1, 'in_progress'))
      .execute();
    expect(await inProgress()).toMatchObject({ total: COUNT_CAP, totalCapped: true });

    await handle.db
      .updateTable('checklists')
      .set({ status: 'completed' })
      .where('uid', '=', row(COUNT_CAP + 1, 'completed').uid)
      .execute();
    expect(await inProgress()).toMatchObject({ total: COUNT_CAP, totalCapped: false });

    if (database.dialect === 'sqlite') {
      // Another connection to the file, as another process or a script would have.
      const other = new SQLite(database.url.slice('sqlite:'.length));
      other.prepare('delete from checklists where uid = ?').run(row(0, 'in_progress').uid);
      other.close();
      expect(await inProgress()).toMatchObject({ total: COUNT_CAP - 1, totalCapped: false });
    }
  });
});
