/**
 * "My items" (docs/PRODUCT.md): a person's open items across the site's checklists, found by
 * an index on the assignee (tenant, assignee, status category, kind, due date, checklist,
 * position: the filter and the order without reading the items) instead of reading
 * every item of the site (repositories/assigned-items-repository.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('checklist_items_assignee')
    .on('checklist_items')
    .columns([
      'tenant_key',
      'assignee_id',
      'status_category',
      'kind',
      'due_date',
      'checklist_uid',
      'position',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('checklist_items_assignee').execute();
}
