/**
 * API keys (docs/API.md, "Public REST API"): a user's keys and a site's keys. Only the SHA-256
 * of a key is stored. Every query is scoped to a tenant, except the look-up by hash: the key
 * (its hash here) is what names the tenant, as a token's issuer does.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, Database } from '../schema';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** Whose keys: one person's (by id) or the site's. */
export type ApiKeyOwner = { kind: 'user'; id: string } | { kind: 'site' };

export function createApiKeysRepository(db: Kysely<Database>) {
  const owned = (tenantKey: string, owner: ApiKeyOwner) => {
    let query = db
      .selectFrom('api_keys')
      .where('tenant_key', '=', tenantKey)
      .where('owner_kind', '=', owner.kind)
      .where('revoked_at', 'is', null);
    if (owner.kind === 'user') query = query.where('owner_id', '=', owner.id);
    return query;
  };

  return {
    async insert(row: ApiKeyRow): Promise<void> {
      await db.insertInto('api_keys').values(row).execute();
    },

    /** The owner's keys that still work, newest first. */
    async listActive(tenantKey: string, owner: ApiKeyOwner): Promise<ApiKeyRow[]> {
      return owned(tenantKey, owner)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async countActive(tenantKey: string, owner: ApiKeyOwner): Promise<number> {
      const row = await owned(tenantKey, owner)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Revokes one of the owner's keys; false when it is not theirs, unknown or revoked. */
    async revoke(tenantKey: string, owner: ApiKeyOwner, id: string, at: string): Promise<boolean> {
      let query = db
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('tenant_key', '=', tenantKey)
        .where('id', '=', id)
        .where('owner_kind', '=', owner.kind)
        .where('revoked_at', 'is', null);
      if (owner.kind === 'user') query = query.where('owner_id', '=', owner.id);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The key whose secret hashes to `secretHash`, unless it was revoked. */
    async findActiveByHash(secretHash: string): Promise<ApiKeyRow | undefined> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('secret_hash', '=', secretHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * Records a use at `at` unless one at or after `notBefore` is recorded already, so a busy
     * key is written at most once per interval, whichever process serves it.
     */
    async touch(tenantKey: string, id: string, at: string, notBefore: string): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: at })
        .where('tenant_key', '=', tenantKey)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notBefore)]))
        .execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
