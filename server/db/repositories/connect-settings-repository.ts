import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** ACE's generic key/value settings per installation (OAuth token cache and the like). */
export function createConnectSettingsRepository(db: Kysely<Database>) {
  return {
    async get(clientKey: string, key: string): Promise<unknown> {
      const row = await db
        .selectFrom('connect_settings')
        .select('value')
        .where('client_key', '=', clientKey)
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as unknown) : null;
    },

    async set(clientKey: string, key: string, value: unknown): Promise<void> {
      const json = JSON.stringify(value);
      await db
        .insertInto('connect_settings')
        .values({ client_key: clientKey, key, value: json })
        .onConflict((oc) => oc.columns(['client_key', 'key']).doUpdateSet({ value: json }))
        .execute();
    },

    async delete(clientKey: string, key: string): Promise<void> {
      await db
        .deleteFrom('connect_settings')
        .where('client_key', '=', clientKey)
        .where('key', '=', key)
        .execute();
    },
  };
}

export type ConnectSettingsRepository = ReturnType<typeof createConnectSettingsRepository>;
