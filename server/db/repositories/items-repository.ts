import type { Kysely, Selectable } from 'kysely';
import type { ChecklistItemsTable, Database } from '../schema';
import { prepared, preparedByFields } from '../prepared';

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

// The statements of an item's status change (prepared.ts).
// Items that look alike to the rules come back as one row with their number: a checklist's
// items have a handful of distinct rule rows, and half the cost was making a row per item.
const ruleRowsQuery = prepared(2, (db, tenantKey: string, checklistUid: string) =>
  db
    .selectFrom('checklist_items')
    .select(['kind', 'mandatory', 'status_category', 'signed'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_key', '=', tenantKey)
    .where('checklist_uid', '=', checklistUid)
    .groupBy(['kind', 'mandatory', 'status_category', 'signed']),
);
const findQuery = prepared(3, (db, tenantKey: string, checklistUid: string, id: string) =>
  db
    .selectFrom('checklist_items')
    .selectAll()
    .where('tenant_key', '=', tenantKey)
    .where('checklist_uid', '=', checklistUid)
    .where('id', '=', id),
);
const updateQuery = preparedByFields(
  4,
  (
    db,
    fields: ItemChanges & { version: number },
    tenantKey: string,
    checklistUid: string,
    id: string,
    expectedVersion: number,
  ) =>
    db
      .updateTable('checklist_items')
      .set(fields)
      .where('tenant_key', '=', tenantKey)
      .where('checklist_uid', '=', checklistUid)
      .where('id', '=', id)
      .where('version', '=', expectedVersion),
);

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
    /** In no particular order (the rules only count). */
    async ruleRows(tenantKey: string, checklistUid: string): Promise<RuleRow[]> {
      const rows: RuleRow[] = [];
      for (const { n, ...rule } of (await ruleRowsQuery(db, tenantKey, checklistUid)).rows) {
        for (let i = 0; i < Number(n); i++) rows.push({ ...rule });
      }
      return rows;
    },

    async find(tenantKey: string, checklistUid: string, id: string): Promise<ItemRow | undefined> {
      return (await findQuery(db, tenantKey, checklistUid, id)).rows[0];
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
      const result = await updateQuery(
        db,
        { ...changes, version: expectedVersion + 1 },
        tenantKey,
        checklistUid,
        id,
        expectedVersion,
      );
      return Number(result.numAffectedRows) === 1;
    },

    async delete(tenantKey: string, checklistUid: string, id: string): Promise<void> {
      await db
        .deleteFrom('checklist_items')
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .where('id', '=', id)
        .execute();
    },

    /** The current texts of the named items that exist (an audit log's). */
    async textsOf(
      tenantKey: string,
      refs: { checklistUid: string; id: string }[],
    ): Promise<{ checklistUid: string; id: string; text: string }[]> {
      const texts: { checklistUid: string; id: string; text: string }[] = [];
      const byChecklist = new Map<string, Set<string>>();
      for (const { checklistUid, id } of refs)
        byChecklist.set(checklistUid, (byChecklist.get(checklistUid) ?? new Set()).add(id));
      for (const [checklistUid, ids] of byChecklist) {
        const rows = await db
          .selectFrom('checklist_items')
          .select(['id', 'text'])
          .where('tenant_key', '=', tenantKey)
          .where('checklist_uid', '=', checklistUid)
          .where('id', 'in', [...ids])
          .execute();
        for (const row of rows) texts.push({ checklistUid, id: row.id, text: row.text });
      }
      return texts;
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
