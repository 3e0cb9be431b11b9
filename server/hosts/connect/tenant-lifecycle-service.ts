/**
 * What happens to a tenant when Jira or Confluence installs, enables, disables or uninstalls
 * one of our apps. Uninstalling keeps the data for UNINSTALL_RETENTION_DAYS (30 by default),
 * then it is purged; a reinstall meanwhile finds it all again.
 */
import type { TenantsRepository, Tenant } from '../../db/repositories/tenants-repository';
import type { ConnectProduct } from './descriptors';
import type { LifecyclePayload } from './lifecycle-schema';
import type { Logger } from '../../logger';

export const DEFAULT_RETENTION_AFTER_UNINSTALL_DAYS = 30;

export interface TenantLifecycleService {
  install(
    product: ConnectProduct,
    payload: LifecyclePayload & { sharedSecret: string },
  ): Promise<Tenant>;
  changeState(clientKey: string, event: 'uninstalled' | 'enabled' | 'disabled'): Promise<boolean>;
  /** Purges tenants uninstalled more than the retention period ago; returns how many. */
  purgeExpired(now?: Date): Promise<number>;
}

export function createTenantLifecycleService(deps: {
  tenants: TenantsRepository;
  purgeTenant: (tenantKey: string) => Promise<void>;
  logger: Logger;
  retentionDays?: number;
}): TenantLifecycleService {
  const retentionDays = deps.retentionDays ?? DEFAULT_RETENTION_AFTER_UNINSTALL_DAYS;
  const { tenants, logger } = deps;
  return {
    async install(product, payload) {
      const { sharedSecret, ...details } = payload;
      const tenant = await tenants.saveInstallation({
        clientKey: payload.clientKey,
        productType: product,
        appKey: payload.key,
        baseUrl: payload.baseUrl,
        displayUrl: payload.displayUrl ?? null,
        sharedSecret,
        details,
      });
      logger.info({ tenant: tenant.clientKey, product, baseUrl: tenant.baseUrl }, 'app installed');
      return tenant;
    },

    async changeState(clientKey, event) {
      const state =
        event === 'enabled' ? 'installed' : event === 'disabled' ? 'disabled' : 'uninstalled';
      const changed = await tenants.setState(clientKey, state);
      logger.info({ tenant: clientKey, event, changed }, 'lifecycle event');
      return changed;
    },

    async purgeExpired(now = new Date()) {
      const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
      const due = await tenants.listUninstalledBefore(cutoff.toISOString());
      for (const tenantKey of due) {
        await deps.purgeTenant(tenantKey);
        tenants.forget(tenantKey);
        logger.info({ tenant: tenantKey }, 'purged the data of an uninstalled tenant');
      }
      return due.length;
    },
  };
}
