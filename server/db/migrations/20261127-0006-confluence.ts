/**
 * The Confluence app's own data (docs/CONFLUENCE.md): `confluence_macros`, one row per checklist
 * macro placed on a page (by page and macro id), naming the checklist it shows. The primary key
 * decides between people opening a fresh macro at the same moment: one checklist, not two.
 * A copied page has a new page id, so its macro gets a fresh checklist from the same template.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('confluence_macros')
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('page_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('macro_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('space_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('page_title', 'varchar(255)', (c) => c.notNull())
    .addColumn('checklist_uid', 'varchar(40)', (c) => c.notNull())
    /** `template`: made here from the macro's template; `chosen`: an existing checklist. */
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('template_uid', 'varchar(40)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('confluence_macros_pk', ['tenant_key', 'page_id', 'macro_id'])
    .execute();
  await db.schema
    .createIndex('confluence_macros_checklist')
    .on('confluence_macros')
    .columns(['tenant_key', 'checklist_uid'])
    .execute();
  await db.schema
    .createIndex('confluence_macros_space')
    .on('confluence_macros')
    .columns(['tenant_key', 'space_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('confluence_macros').execute();
}
