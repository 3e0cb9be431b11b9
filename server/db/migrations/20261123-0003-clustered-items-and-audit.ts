/**
 * The hottest write (an item's status) reads an item by its key, reads the items of its
 * checklist and appends an audit event. SQLite keeps a table in rowid order unless told
 * otherwise, so each of those went through the primary-key index and then the table, and an
 * audit insert wrote one b-tree more than it needs. Here, on SQLite, checklist items and audit
 * events become WITHOUT ROWID tables (rows clustered by their primary key: the items of a
 * checklist lie together), and on both databases the audit index by template covers only the
 * events that have a template (item events, the great majority, skip it). docs/PERFORMANCE.md
 * has the figures.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

const ITEM_COLUMNS = [
  'checklist_uid',
  'id',
  'tenant_key',
  'position',
  'kind',
  'text',
  'mandatory',
  'assignee_id',
  'due_date',
  'status',
  'status_category',
  'status_set_by',
  'status_set_at',
  'skip_reason',
  'note',
  'note_by',
  'note_at',
  'signed',
  'version',
];

const AUDIT_COLUMNS = [
  'id',
  'tenant_key',
  'checklist_uid',
  'template_uid',
  'item_id',
  'place_kind',
  'place_id',
  'action',
  'actor_kind',
  'actor_id',
  'actor_name',
  'before_json',
  'after_json',
  'created_at',
];

const AUDIT_INDEXES = [
  ['audit_events_checklist', ['tenant_key', 'checklist_uid', 'id']],
  ['audit_events_place', ['tenant_key', 'place_kind', 'place_id', 'id']],
  ['audit_events_actor', ['tenant_key', 'actor_id', 'id']],
] as const;

async function createItemsTable(db: Kysely<unknown>, name: string) {
  await db.schema
    .createTable(name)
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
    .modifyEnd(sql`without rowid`)
    .execute();
}

async function createAuditTable(db: Kysely<unknown>, name: string) {
  await db.schema
    .createTable(name)
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
    .modifyEnd(sql`without rowid`)
    .execute();
}

/** Replaces `table` by a copy made with `create` (SQLite cannot change a table's storage). */
async function rebuild(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
  create: (name: string) => Promise<void>,
) {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await create(`${table}_new`);
  await sql`insert into ${sql.table(`${table}_new`)} (${list}) select ${list} from ${sql.table(table)}`.execute(
    db,
  );
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(`${table}_new`)} rename to ${sql.table(table)}`.execute(db);
}

const isSqlite = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof SqliteAdapter;

async function createTemplateIndex(db: Kysely<unknown>, partial: boolean) {
  await db.schema
    .createIndex('audit_events_template')
    .on('audit_events')
    .columns(['tenant_key', 'template_uid', 'id'])
    .$call((b) => (partial ? b.where(sql.ref('template_uid'), 'is not', null) : b))
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    await rebuild(db, 'checklist_items', ITEM_COLUMNS, (name) => createItemsTable(db, name));
    await db.schema
      .createIndex('checklist_items_tenant')
      .on('checklist_items')
      .columns(['tenant_key', 'checklist_uid', 'position'])
      .execute();
    await rebuild(db, 'audit_events', AUDIT_COLUMNS, (name) => createAuditTable(db, name));
    for (const [name, columns] of AUDIT_INDEXES) {
      await db.schema
        .createIndex(name)
        .on('audit_events')
        .columns([...columns])
        .execute();
    }
  } else {
    await db.schema.dropIndex('audit_events_template').execute();
  }
  await createTemplateIndex(db, true);
}

/** Only the index goes back: the tables keep their layout, which holds the same rows either way. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_events_template').execute();
  await createTemplateIndex(db, false);
}
