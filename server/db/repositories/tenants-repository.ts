import { sql, type Kysely } from 'kysely';
import type { Database, ProductType, TenantState, TenantsTable } from '../schema';
import type { Dialect } from '../database';
import { nowIso } from '../clock';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * Every API call verifies its token against its tenant, so tenants are cached briefly in
 * process. Every write below drops the entry at once (a reinstall's new secret applies to the
 * next request); on PostgreSQL it also NOTIFYs this channel, and every process that LISTENs
 * drops its entry too (change-bus.ts), so other servers follow within milliseconds. The TTL
 * only bounds a missed notification.
 */
export const TENANT_CACHE_TTL_MS = 10_000;
export const TENANT_CHANGES_CHANNEL = 'tenant_changes';

export interface Tenant {
  clientKey: string;
  productType: ProductType;
  appKey: string;
  baseUrl: string;
  displayUrl: string | null;
  sharedSecret: string;
  state: TenantState;
  installedAt: string;
  updatedAt: string;
  uninstalledAt: string | null;
  details: Record<string, unknown>;
}

export interface InstallationRecord {
  clientKey: string;
  productType: ProductType;
  appKey: string;
  baseUrl: string;
  displayUrl: string | null;
  sharedSecret: string;
  details: Record<string, unknown>;
}

const toTenant = (row: TenantsTable): Tenant => ({
  clientKey: row.client_key,
  productType: row.product_type,
  appKey: row.app_key,
  baseUrl: row.base_url,
  displayUrl: row.display_url,
  sharedSecret: row.shared_secret,
  state: row.state,
  installedAt: row.installed_at,
  updatedAt: row.updated_at,
  uninstalledAt: row.uninstalled_at,
  details: JSON.parse(row.details) as Record<string, unknown>,
});

export function createTenantsRepository(
  db: Kysely<Database>,
  options: { dialect?: Dialect; cacheTtlMs?: number } = {},
) {
  const cache = new TtlCache<Tenant>(options.cacheTtlMs ?? TENANT_CACHE_TTL_MS, 10_000);
  // Bumped by every invalidation: a read that started before one must not refill the cache
  // with the row it read (it may carry the old secret).
  let generation = 0;
  const forget = (clientKey: string | undefined) => {
    generation += 1;
    if (clientKey === undefined) cache.clear();
    else cache.delete(clientKey);
  };
  const changed = async (clientKey: string) => {
    forget(clientKey);
    if (options.dialect === 'postgres') {
      await sql`select pg_notify(${TENANT_CHANGES_CHANNEL}, ${clientKey})`.execute(db);
    }
  };
  const read = async (clientKey: string): Promise<Tenant | undefined> => {
    const row = await db
      .selectFrom('tenants')
      .selectAll()
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
    return row && toTenant(row);
  };

  return {
    /** The tenant, from the cache when it was read in the last seconds. */
    async find(clientKey: string): Promise<Tenant | undefined> {
      const cached = cache.get(clientKey);
      if (cached) return cached;
      const before = generation;
      const tenant = await read(clientKey);
      // Unknown keys are not cached: they cost one read, and must not evict real tenants.
      if (tenant && generation === before) cache.set(clientKey, tenant);
      return tenant;
    },

    /**
     * Drops cached tenants (one, or all when no key is given): for changes made by another
     * process or outside this repository.
     */
    forget,

    /** Install or reinstall: the new shared secret replaces the old one at once. */
    async saveInstallation(record: InstallationRecord): Promise<Tenant> {
      const now = nowIso();
      const values = {
        product_type: record.productType,
        app_key: record.appKey,
        base_url: record.baseUrl,
        display_url: record.displayUrl,
        shared_secret: record.sharedSecret,
        state: 'installed' as const,
        details: JSON.stringify(record.details),
        updated_at: now,
        uninstalled_at: null,
      };
      await db
        .insertInto('tenants')
        .values({ client_key: record.clientKey, installed_at: now, ...values })
        .onConflict((oc) => oc.column('client_key').doUpdateSet(values))
        .execute();
      await changed(record.clientKey);
      const saved = await read(record.clientKey);
      if (!saved) throw new Error('tenant vanished after save');
      return saved;
    },

    /**
     * Adds an installed tenant unless one with its key exists, and returns the row as stored:
     * an existing one (a concurrent first call's, an uninstalled one) is left as it is. For
     * Forge installations, recorded on their first verified call (hosts/forge/installations.ts).
     */
    async insertIfAbsent(record: InstallationRecord): Promise<Tenant> {
      const now = nowIso();
      await db
        .insertInto('tenants')
        .values({
          client_key: record.clientKey,
          product_type: record.productType,
          app_key: record.appKey,
          base_url: record.baseUrl,
          display_url: record.displayUrl,
          shared_secret: record.sharedSecret,
          state: 'installed',
          details: JSON.stringify(record.details),
          installed_at: now,
          updated_at: now,
          uninstalled_at: null,
        })
        .onConflict((oc) => oc.column('client_key').doNothing())
        .execute();
      // Unknown keys are never cached (find): no process has an entry to drop.
      const saved = await read(record.clientKey);
      if (!saved) throw new Error('tenant vanished after insert');
      return saved;
    },

    /**
     * Records the site URL of a tenant that has none yet (a Forge installation first seen
     * through an event, whose token names no site URL); never replaces one.
     */
    async recordDisplayUrl(clientKey: string, displayUrl: string): Promise<void> {
      const result = await db
        .updateTable('tenants')
        .set({ display_url: displayUrl, updated_at: nowIso() })
        .where('client_key', '=', clientKey)
        .where('display_url', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) await changed(clientKey);
    },

    async setState(clientKey: string, state: TenantState): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('tenants')
        .set({
          state,
          updated_at: now,
          ...(state === 'uninstalled' ? { uninstalled_at: now } : {}),
        })
        .where('client_key', '=', clientKey)
        .executeTakeFirst();
      await changed(clientKey);
      return Number(result.numUpdatedRows) > 0;
    },

    /** Tenants uninstalled before `cutoff`, whose data is due to be purged. */
    async listUninstalledBefore(cutoff: string): Promise<string[]> {
      const rows = await db
        .selectFrom('tenants')
        .select('client_key')
        .where('state', '=', 'uninstalled')
        .where('uninstalled_at', '<', cutoff)
        .execute();
      return rows.map((r) => r.client_key);
    },

    async delete(clientKey: string): Promise<void> {
      await db.deleteFrom('tenants').where('client_key', '=', clientKey).execute();
      await changed(clientKey);
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
