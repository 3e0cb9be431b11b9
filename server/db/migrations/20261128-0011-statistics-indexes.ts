/**
 * Statistics (docs/STATISTICS.md): a template's checklists read from one index holding every
 * column its aggregates need (status, creation, completion, place), so counting 10,000 of
 * them reads no table row; their items are then found by the items' primary key.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('checklists_template_statistics')
    .on('checklists')
    .columns([
      'tenant_key',
      'template_uid',
      'status',
      'created_at',
      'completed_at',
      'place_kind',
      'place_id',
      'uid',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('checklists_template_statistics').execute();
}
