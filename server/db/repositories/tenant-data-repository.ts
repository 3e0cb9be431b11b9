import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Every table that holds a tenant's data, with its tenant column. A test checks that no
 * table is missing here, so a purge can never leave a tenant's rows behind.
 */
export const TENANT_TABLES = [
  { table: 'checklist_shares', column: 'tenant_key' },
  { table: 'audit_events', column: 'tenant_key' },
  { table: 'signatures', column: 'tenant_key' },
  { table: 'checklist_items', column: 'tenant_key' },
  { table: 'checklists', column: 'tenant_key' },
  { table: 'templates', column: 'tenant_key' },
  { table: 'tenant_settings', column: 'tenant_key' },
  { table: 'user_preferences', column: 'tenant_key' },
  { table: 'analytics_daily', column: 'tenant_key' },
  { table: 'jira_issue_sync', column: 'tenant_key' },
  { table: 'jira_handled_events', column: 'tenant_key' },
  { table: 'jira_default_templates', column: 'tenant_key' },
  { table: 'jira_site_settings', column: 'tenant_key' },
  { table: 'confluence_macros', column: 'tenant_key' },
  { table: 'invitations', column: 'tenant_key' },
  { table: 'api_keys', column: 'tenant_key' },
  { table: 'portal_users', column: 'tenant_key' },
  { table: 'connect_settings', column: 'client_key' },
] as const;

/**
 * Tables without a tenant: the tenant registry itself and bookkeeping (migrations, the shared
 * rate-limit windows, keyed by address or API key id and deleted once they end).
 */
export const GLOBAL_TABLES = [
  'tenants',
  'kysely_migration',
  'kysely_migration_lock',
  'rate_limit_windows',
] as const;

export function createTenantDataRepository(db: Kysely<Database>) {
  return {
    /** Deletes everything of one tenant, in one transaction, the tenant record last. */
    async purge(tenantKey: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const { table, column } of TENANT_TABLES) {
          await trx.deleteFrom(table).where(column, '=', tenantKey).execute();
        }
        await trx.deleteFrom('tenants').where('client_key', '=', tenantKey).execute();
      });
    },
  };
}
