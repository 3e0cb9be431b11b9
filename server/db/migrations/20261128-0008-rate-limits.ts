/**
 * `rate_limit_windows`: the rate limits' counters when several processes share a PostgreSQL
 * (server/http/rate-limit-store.ts): one row per limit and client, its hits in the current
 * fixed window and when that window ends (ms since the epoch). Housekeeping deletes the
 * windows that have ended. SQLite (one process) keeps its counters in memory; the table is
 * there, unused.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
