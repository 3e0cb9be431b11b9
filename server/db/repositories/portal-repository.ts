/**
 * The portal's people and invitations (docs/PORTAL.md). Every invitation query is scoped to a
 * tenant, except the look-up by code: the code (its SHA-256 here) is what names the tenant.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvitationsTable, PortalUsersTable } from '../schema';

export type InvitationRow = Selectable<InvitationsTable>;
export type PortalUserRow = Selectable<PortalUsersTable>;

export interface PortalUserProfile {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoUrl: string | null;
}

export function createPortalRepository(db: Kysely<Database>) {
  return {
    async user(uid: string): Promise<PortalUserRow | undefined> {
      return db.selectFrom('portal_users').selectAll().where('uid', '=', uid).executeTakeFirst();
    },

    /** The portal users among `uids` who work with this tenant. */
    async usersOfTenant(tenantKey: string, uids: readonly string[]): Promise<PortalUserRow[]> {
      if (uids.length === 0) return [];
      return db
        .selectFrom('portal_users')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('uid', 'in', uids)
        .execute();
    },

    /** `createUser`: the record of a signed-in person, its tenant untouched. */
    async saveUser(profile: PortalUserProfile, at: string): Promise<void> {
      const values = {
        email: profile.email,
        display_name: profile.displayName,
        photo_url: profile.photoUrl,
        updated_at: at,
      };
      await db
        .insertInto('portal_users')
        .values({ uid: profile.uid, tenant_key: null, created_at: at, ...values })
        .onConflict((oc) => oc.column('uid').doUpdateSet(values))
        .execute();
    },

    /** The person's record, made from `profile` only if there is none yet. */
    async ensureUser(profile: PortalUserProfile, at: string): Promise<void> {
      await db
        .insertInto('portal_users')
        .values({
          uid: profile.uid,
          tenant_key: null,
          email: profile.email,
          display_name: profile.displayName,
          photo_url: profile.photoUrl,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('uid').doNothing())
        .execute();
    },

    /** Gives a person without a site this one; false when they already belong to another. */
    async joinTenant(uid: string, tenantKey: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('portal_users')
        .set({ tenant_key: tenantKey, updated_at: at })
        .where('uid', '=', uid)
        .where((eb) => eb.or([eb('tenant_key', 'is', null), eb('tenant_key', '=', tenantKey)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async createInvitation(row: InvitationRow): Promise<void> {
      await db.insertInto('invitations').values(row).execute();
    },

    async invitationByCodeHash(codeHash: string): Promise<InvitationRow | undefined> {
      return db
        .selectFrom('invitations')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
    },

    async invitationsOfTemplate(tenantKey: string, templateUid: string): Promise<InvitationRow[]> {
      return db
        .selectFrom('invitations')
        .selectAll()
        .where('tenant_key', '=', tenantKey)
        .where('template_uid', '=', templateUid)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Marks an open invitation used; false when another accept (or a revoke) came first. */
    async useInvitation(id: string, uid: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ used_at: at, used_by: uid })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revokeInvitation(
      tenantKey: string,
      templateUid: string,
      id: string,
      at: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ revoked_at: at })
        .where('tenant_key', '=', tenantKey)
        .where('template_uid', '=', templateUid)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Those of the portal users `uids` who were invited to (and accepted) the template. */
    async invitedToTemplate(
      tenantKey: string,
      templateUid: string,
      uids: readonly string[],
    ): Promise<string[]> {
      if (uids.length === 0) return [];
      const rows = await db
        .selectFrom('invitations')
        .select('used_by')
        .distinct()
        .where('tenant_key', '=', tenantKey)
        .where('template_uid', '=', templateUid)
        .where('used_by', 'in', uids)
        .execute();
      return rows.flatMap((r) => (r.used_by === null ? [] : [r.used_by]));
    },

    /** The templates a portal user was invited to (and accepted) on their site. */
    async invitedTemplateUids(tenantKey: string, uid: string): Promise<string[]> {
      const rows = await db
        .selectFrom('invitations')
        .select('template_uid')
        .distinct()
        .where('tenant_key', '=', tenantKey)
        .where('used_by', '=', uid)
        .execute();
      return rows.map((r) => r.template_uid);
    },
  };
}

export type PortalRepository = ReturnType<typeof createPortalRepository>;
