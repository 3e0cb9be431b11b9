import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('templates')
    .addColumn('uid', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('editor_ids', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull())
    .addColumn('source_example_id', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('templates_tenant_list')
    .on('templates')
    .columns(['tenant_key', 'archived', 'updated_at'])
    .execute();

  await db.schema
    .createTable('checklists')
    .addColumn('uid', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('template_uid', 'varchar(40)')
    .addColumn('template_version', 'integer')
    .addColumn('place_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('place_id', 'varchar(100)')
    .addColumn('place_key', 'varchar(100)')
    .addColumn('macro_id', 'varchar(100)')
    .addColumn('assignee_id', 'varchar(128)')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('progress_done', 'integer', (c) => c.notNull())
    .addColumn('progress_total', 'integer', (c) => c.notNull())
    .addColumn('open_required', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(30)')
    .addColumn('completed_by', 'varchar(128)')
    .addColumn('skipped_at', 'varchar(30)')
    .addColumn('skipped_by', 'varchar(128)')
    .addColumn('skip_reason', 'varchar(500)')
    .addColumn('archived_at', 'varchar(30)')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('meta_version', 'integer', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    // The uid is the tie-breaker of every list order: in the index, no sort step is needed.
    ['checklists_tenant_updated', ['tenant_key', 'updated_at', 'uid']],
    ['checklists_tenant_status', ['tenant_key', 'status', 'updated_at', 'uid']],
    ['checklists_tenant_template', ['tenant_key', 'template_uid', 'updated_at', 'uid']],
    ['checklists_tenant_assignee', ['tenant_key', 'assignee_id', 'updated_at', 'uid']],
    ['checklists_tenant_place', ['tenant_key', 'place_kind', 'place_id']],
    ['checklists_tenant_title', ['tenant_key', 'title', 'uid']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('checklists')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('checklist_items')
    .addColumn('checklist_uid', 'varchar(40)', (c) => c.notNull())
    .addColumn('id', 'varchar(40)', (c) => c.notNull())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('mandatory', 'integer', (c) => c.notNull())
    .addColumn('assignee_id', 'varchar(128)')
    .addColumn('due_date', 'varchar(10)')
    .addColumn('status', 'varchar(40)', (c) => c.notNull())
    .addColumn('status_category', 'varchar(10)', (c) => c.notNull())
    .addColumn('status_set_by', 'varchar(128)')
    .addColumn('status_set_at', 'varchar(30)')
    .addColumn('skip_reason', 'varchar(500)')
    .addColumn('note', 'text')
    .addColumn('note_by', 'varchar(128)')
    .addColumn('note_at', 'varchar(30)')
    .addColumn('signed', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('checklist_items_pk', ['checklist_uid', 'id'])
    .execute();
  await db.schema
    .createIndex('checklist_items_tenant')
    .on('checklist_items')
    .columns(['tenant_key', 'checklist_uid', 'position'])
    .execute();

  await db.schema
    .createTable('signatures')
    .addColumn('checklist_uid', 'varchar(40)', (c) => c.notNull())
    .addColumn('item_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('signed_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('signed_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('signatures_pk', ['checklist_uid', 'item_id'])
    .execute();
  await db.schema
    .createIndex('signatures_tenant')
    .on('signatures')
    .columns(['tenant_key', 'checklist_uid'])
    .execute();

  // Append-only. No foreign keys: events outlive the checklists they describe.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('checklist_uid', 'varchar(40)')
    .addColumn('template_uid', 'varchar(40)')
    .addColumn('item_id', 'varchar(40)')
    .addColumn('place_kind', 'varchar(20)')
    .addColumn('place_id', 'varchar(100)')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(255)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['audit_events_checklist', ['tenant_key', 'checklist_uid', 'id']],
    ['audit_events_template', ['tenant_key', 'template_uid', 'id']],
    ['audit_events_place', ['tenant_key', 'place_kind', 'place_id', 'id']],
    ['audit_events_actor', ['tenant_key', 'actor_id', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('audit_events')
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_events',
    'signatures',
    'checklist_items',
    'checklists',
    'templates',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
