import type { Kysely, Selectable } from 'kysely';
import type { Database, SignaturesTable } from '../schema';

export type SignatureRow = Selectable<SignaturesTable>;

export function createSignaturesRepository(db: Kysely<Database>) {
  return {
    async find(
      tenantKey: string,
      checklistUid: string,
      itemId: string,
    ): Promise<SignatureRow | undefined> {
      return db
        .selectFrom('signatures')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
    },

    /** Signature metadata (no image data) of a checklist's items. */
    async listMeta(tenantKey: string, checklistUid: string) {
      return db
        .selectFrom('signatures')
        .select(['item_id', 'mime_type', 'signed_by', 'signed_at'])
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .execute();
    },

    async put(row: SignatureRow): Promise<void> {
      await db
        .insertInto('signatures')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['checklist_uid', 'item_id']).doUpdateSet({
            mime_type: row.mime_type,
            data: row.data,
            signed_by: row.signed_by,
            signed_at: row.signed_at,
          }),
        )
        .execute();
    },

    async delete(tenantKey: string, checklistUid: string, itemId: string): Promise<void> {
      await db
        .deleteFrom('signatures')
        .where('tenant_key', '=', tenantKey)
        .where('checklist_uid', '=', checklistUid)
        .where('item_id', '=', itemId)
        .execute();
    },
  };
}

export type SignaturesRepository = ReturnType<typeof createSignaturesRepository>;
