/**
 * Share links (docs/SHARING.md): `checklist_shares`, one row per link of a checklist.
 * `share_uid` (128 random bits) is what the link carries and names its tenant, so it is
 * unique across tenants; every other query is scoped by tenant and checklist. A revoked link
 * keeps its row (`revoked_at`) so the audit log's actor stays explained.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checklist_shares')
    .addColumn('share_uid', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('tenant_key', 'varchar(255)', (c) => c.notNull())
    .addColumn('checklist_uid', 'varchar(40)', (c) => c.notNull())
    /** `view` or `check`. */
    .addColumn('permission', 'varchar(10)', (c) => c.notNull())
    .addColumn('label', 'varchar(100)')
    .addColumn('created_by', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_by_name', 'varchar(255)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('last_used_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('checklist_shares_checklist')
    .on('checklist_shares')
    .columns(['tenant_key', 'checklist_uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checklist_shares').execute();
}
