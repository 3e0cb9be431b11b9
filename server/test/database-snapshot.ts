/**
 * Everything the database holds for tenants, as one comparable value: every row of every
 * tenant table (TENANT_TABLES), sorted. A refused request must leave it exactly as it was.
 */
import type { TestApp } from './test-app';
import { TENANT_TABLES } from '../db/repositories/tenant-data-repository';

export async function databaseSnapshot(t: TestApp): Promise<Record<string, string[]>> {
  const db = t.handle.database.db;
  const snapshot: Record<string, string[]> = {};
  for (const { table } of TENANT_TABLES) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    snapshot[table] = rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return snapshot;
}
