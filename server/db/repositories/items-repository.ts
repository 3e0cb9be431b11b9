import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItemsTable, Database } from '../schema';

export type ItemRow = Selectable<ChecklistItemsTable>;
export type RuleRow = Pick<ItemRow, 'kind' | 'mandatory' | 'status_category' | 'signed'>;

export type ItemChanges = Partial<
  Pick<
    ItemRow,
    | 'text'
    | 'mandatory'
    | 'assignee_id'
    | 'due_date'
    | 'status'
    | 'status_category'
    | 'status_set_by'
    | 'status_set_at'
    | 'skip_reason'
    | 'note'
    | 'note_by'
    | 'note_at'
    | 'signed'
    | 'position'
  >
>;

/** Items of checklists; every method takes the tenant key and the checklist's uid. */
export function createItemsRepository(db: Kysely<Database>) {
  return {
    async list(tenantKey: string, checklistUid: string): Promise<ItemRow[]> {
      return db
        .selectFrom('checklist_items')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .orderBy('position')
        .execute();
    },

    /** Just what the status rules need, for every item of a checklist. */
    async ruleRows(tenantKey: string, checklistUid: string): Promise<RuleRow[]> {
      return db
        .selectFrom('checklist_items')
        .select(['kind', 'mandatory', 'status_category', 'signed'])
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .execute();
    },

    async find(tenantKey: string, checklistUid: string, id: string): Promise<ItemRow | undefined> {
      return db
        .selectFrom('checklist_items')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insertMany(rows: ItemRow[]): Promise<void> {
      // SQLite allows 32766 bound parameters; 19 columns × 200 rows stays far below.
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insertInto('checklist_items')
          .values(rows.slice(i, i + 200))
          .execute();
      }
    },

    /** Applies changes if the item is still at `expectedVersion`; false otherwise. */
    async update(
      tenantKey: string,
      checklistUid: string,
      id: string,
      expectedVersion: number,
      changes: ItemChanges,
    ): Promise<boolean> {
      const result = await db
        .updateTable('checklist_items')
        .set({ ...changes, version: expectedVersion + 1 })
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async delete(tenantKey: string, checklistUid: string, id: string): Promise<void> {
      await db
        .deleteFrom('checklist_items')
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .where('id', '=', id)
        .execute();
    },

    /** Renumbers positions 1, 2, 3… keeping the order (when gaps get too small). */
    async renumber(tenantKey: string, checklistUid: string, orderedIds: string[]): Promise<void> {
      for (const [index, id] of orderedIds.entries()) {
        await db
          .updateTable('checklist_items')
          .set({ position: index + 1 })
          .where('tenant_key', '=', tenantKey)
          .where('checklist_uid', '=', checklistUid)
          .where('id', '=', id)
          .execute();
      }
    },
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
