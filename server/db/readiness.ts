/**
 * What /readyz asks of the database (server/http/health.ts): does it answer, are all our
 * migrations applied, and how long has the oldest due entry of Jira's issue-property outbox
 * waited (an outbox nobody works on is a stuck one).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { createMigrator } from './database';

/** The names of our migrations the database has not run yet. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = await createMigrator(db);
  const migrations = await migrator.getMigrations();
  return migrations.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/**
 * How long the oldest outbox entry that is due by `nowMs` has been due, in ms; 0 when none
 * is. An entry waiting for a retry (due later) or leased by a worker (due at the lease's end)
 * is not due, so a site whose Jira is down does not count as a stuck outbox.
 */
export async function outboxLagMs(db: Kysely<Database>, nowMs: number): Promise<number> {
  const row = await db
    .selectFrom('jira_issue_sync')
    .select((eb) => eb.fn.min('due_at').as('oldest'))
    .where('due_at', '<=', new Date(nowMs).toISOString())
    .executeTakeFirst();
  const oldest = row?.oldest;
  return oldest ? Math.max(0, nowMs - Date.parse(String(oldest))) : 0;
}

/** A cheap round trip. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
