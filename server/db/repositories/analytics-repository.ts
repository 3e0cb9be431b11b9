import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** Daily counts of named events per tenant; nothing about who. */
export function createAnalyticsRepository(db: Kysely<Database>) {
  return {
    async increment(tenantKey: string, day: string, counts: Map<string, number>): Promise<void> {
      if (counts.size === 0) return;
      await db
        .insertInto('analytics_daily')
        .values([...counts].map(([event, count]) => ({ tenant_key: tenantKey, day, event, count })))
        .onConflict((oc) =>
          oc
            .columns(['tenant_key', 'day', 'event'])
            .doUpdateSet({ count: sql`analytics_daily.count + excluded.count` }),
        )
        .execute();
    },

    async list(tenantKey: string, fromDay: string) {
      return db
        .selectFrom('analytics_daily')
        .select(['day', 'event', 'count'])
        .where('tenant_key', '=', tenantKey)
        .where('day', '>=', fromDay)
        .orderBy('day', 'desc')
        .orderBy('event')
        .execute();
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
