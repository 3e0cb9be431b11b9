import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { Dialect } from '../database';
import { nowIso } from '../clock';

export interface StoredSettings {
  /** The JSON document as stored (fields added later may be missing). */
  settings: unknown;
  version: number;
}

/** A tenant's global settings, stored as one JSON document with a version. */
export function createSettingsRepository(db: Kysely<Database>, dialect: Dialect) {
  const read = async (tenantKey: string, lock: boolean): Promise<StoredSettings | undefined> => {
    const row = await db
      .selectFrom('tenant_settings')
      .select(['settings', 'version'])
      .where('tenant_key', '=', tenantKey)
      .$call((q) => (lock ? q.forUpdate() : q))
      .executeTakeFirst();
    return row
      ? { settings: JSON.parse(row.settings) as unknown, version: Number(row.version) }
      : undefined;
  };
  return {
    /**
     * The stored settings, or undefined for a site that never saved. Inside a transaction on
     * PostgreSQL the row stays locked until the commit (the first statement of a save).
     */
    async get(tenantKey: string): Promise<StoredSettings | undefined> {
      return read(tenantKey, dialect === 'postgres' && db.isTransaction);
    },

    /** The stored settings without locking them, also inside a transaction (a policy check). */
    async peek(tenantKey: string): Promise<StoredSettings | undefined> {
      return read(tenantKey, false);
    },

    /**
     * Stores `settings` as the version after `expectedVersion` (0: the site never saved). False,
     * and nothing written, when the stored version is no longer `expectedVersion`.
     */
    async save(
      tenantKey: string,
      settings: unknown,
      updatedBy: string,
      expectedVersion: number,
    ): Promise<boolean> {
      const values = {
        settings: JSON.stringify(settings),
        updated_at: nowIso(),
        updated_by: updatedBy,
        version: expectedVersion + 1,
      };
      if (expectedVersion === 0) {
        const result = await db
          .insertInto('tenant_settings')
          .values({ tenant_key: tenantKey, ...values })
          .onConflict((oc) => oc.column('tenant_key').doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      }
      const result = await db
        .updateTable('tenant_settings')
        .set(values)
        .where('tenant_key', '=', tenantKey)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
