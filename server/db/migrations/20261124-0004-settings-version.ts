/**
 * Global settings get a version, so two admins saving at once cannot overwrite each other:
 * a save names the version it read and is refused (409) when another save came first. Settings
 * stored before this migration start at version 1; a site that never saved has no row
 * (version 0 to the API).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tenant_settings')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tenant_settings').dropColumn('version').execute();
}
