/**
 * ACE's store on our own database: `clientInfo` lives in the `tenants` table, everything
 * else ACE keeps (cached OAuth tokens) in `connect_settings`. No second database.
 */
import type { StoreAdapter, ClientInfo } from 'atlassian-connect-express';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import type { ConnectSettingsRepository } from '../../db/repositories/connect-settings-repository';
import type { ProductType } from '../../db/schema';

export function toClientInfo(tenant: Tenant): ClientInfo {
  return {
    ...(tenant.details as Partial<ClientInfo>),
    key: tenant.appKey,
    clientKey: tenant.clientKey,
    sharedSecret: tenant.sharedSecret,
    baseUrl: tenant.baseUrl,
    productType: tenant.productType,
    ...(tenant.displayUrl ? { displayUrl: tenant.displayUrl } : {}),
  } as ClientInfo;
}

export function createAceStoreAdapter(
  tenants: TenantsRepository,
  settings: ConnectSettingsRepository,
): StoreAdapter & { isMemoryStore(): boolean } {
  const unsupported = () => Promise.reject(new Error('Connect-on-Forge is not used by Checklists'));
  return {
    async get<T>(key: string, clientKey: string): Promise<T> {
      if (key === 'clientInfo') {
        const tenant = await tenants.find(clientKey);
        return (tenant ? toClientInfo(tenant) : null) as T;
      }
      return (await settings.get(clientKey, key)) as T;
    },
    async set<T>(key: string, value: T | string, clientKey: string): Promise<T> {
      if (key === 'clientInfo') throw new Error('use saveInstallation for clientInfo');
      const parsed = typeof value === 'string' ? (JSON.parse(value) as T) : value;
      await settings.set(clientKey, key, parsed);
      return parsed;
    },
    async del(key: string, clientKey: string): Promise<void> {
      await settings.delete(clientKey, key);
    },
    getAllClientInfos: () =>
      Promise.reject(new Error('listing every installation is not supported')),
    async saveInstallation(value: ClientInfo, clientKey: string): Promise<ClientInfo> {
      const { sharedSecret, ...details } = value;
      const saved = await tenants.saveInstallation({
        clientKey,
        productType: value.productType as ProductType,
        appKey: value.key,
        baseUrl: value.baseUrl,
        displayUrl: value.displayUrl ?? null,
        sharedSecret,
        details,
      });
      return toClientInfo(saved);
    },
    isMemoryStore: () => false,
    getClientSettingsForForgeInstallation: unsupported,
    deleteAssociation: unsupported,
    forForgeInstallation: () => {
      throw new Error('Connect-on-Forge is not used by Checklists');
    },
  };
}
