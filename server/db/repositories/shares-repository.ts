/**
 * Share links of checklists (docs/SHARING.md). Every query is scoped to a tenant and a
 * checklist, except the look-up by share id: the link (its id) is what names the tenant, as an
 * API key's hash does.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ChecklistSharesTable, Database } from '../schema';

export type ShareRow = Selectable<ChecklistSharesTable>;

export function createSharesRepository(db: Kysely<Database>) {
  const live = (tenantKey: string, checklistUid: string) =>
    db
      .selectFrom('checklist_shares')
      .where('tenant_key', '=', tenantKey)
      .where('checklist_uid', '=', checklistUid)
      .where('revoked_at', 'is', null);

  return {
    async insert(row: ShareRow): Promise<void> {
      await db.insertInto('checklist_shares').values(row).execute();
    },

    /** The checklist's links that are not revoked, newest first. */
    async listLive(tenantKey: string, checklistUid: string): Promise<ShareRow[]> {
      return live(tenantKey, checklistUid)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('share_uid', 'desc')
        .execute();
    },

    async countLive(tenantKey: string, checklistUid: string): Promise<number> {
      const row = await live(tenantKey, checklistUid)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Revokes one link of the checklist; undefined when it is not the checklist's or revoked. */
    async revoke(
      tenantKey: string,
      checklistUid: string,
      shareUid: string,
      at: string,
    ): Promise<ShareRow | undefined> {
      const row = await live(tenantKey, checklistUid)
        .selectAll()
        .where('share_uid', '=', shareUid)
        .executeTakeFirst();
      if (!row) return undefined;
      const result = await db
        .updateTable('checklist_shares')
        .set({ revoked_at: at })
        .where('tenant_key', '=', tenantKey)
        .where('share_uid', '=', shareUid)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? { ...row, revoked_at: at } : undefined;
    },

    /** The link with this id, whatever its state (the verifier decides). */
    async findByUid(shareUid: string): Promise<ShareRow | undefined> {
      return db
        .selectFrom('checklist_shares')
        .selectAll()
        .where('share_uid', '=', shareUid)
        .executeTakeFirst();
    },

    /**
     * Records a use at `at` unless one at or after `notBefore` is recorded already, so a busy
     * link is written at most once per interval, whichever process serves it.
     */
    async touch(tenantKey: string, shareUid: string, at: string, notBefore: string): Promise<void> {
      await db
        .updateTable('checklist_shares')
        .set({ last_used_at: at })
        .where('tenant_key', '=', tenantKey)
        .where('share_uid', '=', shareUid)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore)]))
        .execute();
    },
  };
}

export type SharesRepository = ReturnType<typeof createSharesRepository>;
