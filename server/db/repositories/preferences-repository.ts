import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { nowIso } from '../clock';

/** Per-user preferences, keyed by tenant, user and preference name. */
export function createPreferencesRepository(db: Kysely<Database>) {
  return {
    async get(tenantKey: string, userId: string, key: string): Promise<unknown> {
      const row = await db
        .selectFrom('user_preferences')
        .select('value')
        .where('tenant_key', '=', tenantKey)
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    },

    async put(tenantKey: string, userId: string, key: string, value: unknown): Promise<void> {
      const values = { value: JSON.stringify(value), updated_at: nowIso() };
      await db
        .insertInto('user_preferences')
        .values({ tenant_key: tenantKey, user_id: userId, key, ...values })
        .onConflict((oc) => oc.columns(['tenant_key', 'user_id', 'key']).doUpdateSet(values))
        .execute();
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
