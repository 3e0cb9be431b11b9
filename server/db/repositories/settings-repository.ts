import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { nowIso } from '../clock';

/** A tenant's global settings, stored as one JSON document. */
export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async get(tenantKey: string): Promise<unknown> {
      const row = await db
        .selectFrom('tenant_settings')
        .select('settings')
        .where('tenant_key', '=', tenantKey)
        .executeTakeFirst();
      return row ? (JSON.parse(row.settings) as unknown) : undefined;
    },

    async put(tenantKey: string, settings: unknown, updatedBy: string): Promise<void> {
      const values = {
        settings: JSON.stringify(settings),
        updated_at: nowIso(),
        updated_by: updatedBy,
      };
      await db
        .insertInto('tenant_settings')
        .values({ tenant_key: tenantKey, ...values })
        .onConflict((oc) => oc.column('tenant_key').doUpdateSet(values))
        .execute();
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
