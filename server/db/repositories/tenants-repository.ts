import type { Kysely } from 'kysely';
import type { Database, ProductType, TenantState, TenantsTable } from '../schema';
import { nowIso } from '../clock';

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

export function createTenantsRepository(db: Kysely<Database>) {
  return {
    async find(clientKey: string): Promise<Tenant | undefined> {
      const row = await db
        .selectFrom('tenants')
        .selectAll()
        .where('client_key', '=', clientKey)
        .executeTakeFirst();
      return row && toTenant(row);
    },

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
      const saved = await this.find(record.clientKey);
      if (!saved) throw new Error('tenant vanished after save');
      return saved;
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
    },
  };
}

export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
