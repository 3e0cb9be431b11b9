import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createMigrator, migrateToLatest, openDatabase, type DatabaseHandle } from '../database';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createAuditRepository } from '../repositories/audit-repository';
import { createItemsRepository, type ItemRow } from '../repositories/items-repository';
import type { AuditRow } from '../repositories/audit-repository';

let testDb: TestDatabase;
let handle: DatabaseHandle;

const item: ItemRow = {
  checklist_uid: 'c1',
  id: 'i1',
  tenant_key: 'site',
  position: 1,
  kind: 'task',
  text: 'Made before the migration',
  mandatory: 1,
  assignee_id: null,
  due_date: null,
  status: 'done',
  status_category: 'done',
  status_set_by: 'alice',
  status_set_at: '2026-11-22T10:00:00.000Z',
  skip_reason: null,
  note: 'kept',
  note_by: 'alice',
  note_at: '2026-11-22T10:00:00.000Z',
  signed: 0,
  version: 3,
};

const event = (id: string, templateUid: string | null): AuditRow => ({
  id,
  tenant_key: 'site',
  checklist_uid: templateUid ? null : 'c1',
  template_uid: templateUid,
  item_id: null,
  place_kind: 'page',
  place_id: '42',
  action: templateUid ? 'template_updated' : 'status_changed',
  actor_kind: 'atlassian',
  actor_id: 'alice',
  actor_name: 'Alice',
  before_json: null,
  after_json: '{"status":"done"}',
  created_at: '2026-11-22T10:00:00.000Z',
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  handle = openDatabase(testDb.url);
  const migrator = await createMigrator(handle.db);
  const { error } = await migrator.migrateTo('20261122-0002-templates-checklists-audit');
  if (error) throw error;
  await handle.db.insertInto('checklist_items').values(item).execute();
  await handle.db
    .insertInto('audit_events')
    .values([event('e1', null), event('e2', 'tpl1')])
    .execute();
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await testDb?.drop();
});

describe('migration 0003: clustered items and audit events', () => {
  it('keeps every item and audit event written before it', async () => {
    const items = createItemsRepository(handle.db);
    expect(await items.find('site', 'c1', 'i1')).toEqual(item);
    const audit = createAuditRepository(handle.db);
    const forChecklist = await audit.list(
      'site',
      { checklistUid: 'c1' },
      {},
      { limit: 10, offset: 0 },
    );
    expect(forChecklist.rows.map((r) => r.id)).toEqual(['e1']);
    const forTemplate = await audit.list(
      'site',
      { templateUid: 'tpl1' },
      {},
      { limit: 10, offset: 0 },
    );
    expect(forTemplate.rows.map((r) => r.id)).toEqual(['e2']);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'stores items and audit events by their keys on SQLite, with every index back',
    async () => {
      const { rows } = await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master
        where tbl_name in ('checklist_items', 'audit_events') and sql is not null
        order by name`.execute(handle.db);
      const byName = Object.fromEntries(rows.map((r) => [r.name, r.sql.toLowerCase()]));
      expect(byName.checklist_items).toMatch(/without rowid$/);
      expect(byName.audit_events).toMatch(/without rowid$/);
      expect(Object.keys(byName).sort()).toEqual([
        'audit_events',
        'audit_events_actor',
        'audit_events_checklist',
        'audit_events_place',
        'audit_events_template',
        'checklist_items',
        'checklist_items_assignee',
        'checklist_items_tenant',
      ]);
      expect(byName.audit_events_template).toMatch(/where "template_uid" is not null/);
    },
  );
});
