/**
 * A fingerprint of everything some tenants have stored: per table, the row count and a hash
 * of the rows (in a stable order), audit events included. Equal fingerprints before and after
 * a request mean the request changed nothing.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { TENANT_TABLES } from '../db/repositories/tenant-data-repository';

export type TenantSnapshot = Record<string, { rows: number; hash: string }>;

export async function tenantSnapshot(
  db: Kysely<Database>,
  tenantKeys: readonly string[],
): Promise<TenantSnapshot> {
  const snapshot: TenantSnapshot = {};
  for (const { table, column } of TENANT_TABLES) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where(column, 'in', [...tenantKeys])
      .execute();
    const texts = rows.map((row) => JSON.stringify(row)).sort();
    snapshot[table] = {
      rows: rows.length,
      hash: createHash('sha256').update(texts.join('\n')).digest('hex'),
    };
  }
  const tenants = await db
    .selectFrom('tenants')
    .selectAll()
    .where('client_key', 'in', [...tenantKeys])
    .execute();
  snapshot.tenants = {
    rows: tenants.length,
    hash: createHash('sha256').update(JSON.stringify(tenants)).digest('hex'),
  };
  return snapshot;
}
