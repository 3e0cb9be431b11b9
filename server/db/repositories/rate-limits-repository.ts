/**
 * The shared counters of the rate limits (migration 20261128-0008): fixed windows, one row
 * per limit and client, counted in one statement so processes never lose each other's hits.
 * Not tenant data: a key is a limit's name and a client (an address, an API key's id).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface WindowHits {
  hits: number;
  resetAt: number;
}

export function createRateLimitsRepository(db: Kysely<Database>) {
  return {
    /** Counts one hit in `key`'s window (a new window of `windowMs` once the last ended). */
    async hit(key: string, nowMs: number, windowMs: number): Promise<WindowHits> {
      const ended = sql<boolean>`rate_limit_windows.reset_at <= ${nowMs}`;
      const row = await db
        .insertInto('rate_limit_windows')
        .values({ key, hits: 1, reset_at: nowMs + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when ${ended} then 1 else rate_limit_windows.hits + 1 end`,
            reset_at: sql`case when ${ended} then ${nowMs + windowMs} else rate_limit_windows.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow();
      return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },

    async find(key: string): Promise<WindowHits | undefined> {
      const row = await db
        .selectFrom('rate_limit_windows')
        .select(['hits', 'reset_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && { hits: Number(row.hits), resetAt: Number(row.reset_at) };
    },

    /** Takes a hit back (a limit that counts only some answers). */
    async unhit(key: string): Promise<void> {
      await db
        .updateTable('rate_limit_windows')
        .set({ hits: sql`hits - 1` })
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
    },

    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_limit_windows').where('key', '=', key).execute();
    },

    /** Deletes the windows that ended before `nowMs` (housekeeping). */
    async sweep(nowMs: number): Promise<void> {
      await db.deleteFrom('rate_limit_windows').where('reset_at', '<=', nowMs).execute();
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
