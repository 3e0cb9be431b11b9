/**
 * Picks the way to a tenant's product per call: a Forge installation (`forge:<installation>`,
 * hosts/forge/tenant-keys.ts) is reached through its `apiBaseUrl` with the app system token,
 * every other tenant through Connect. Services hold one JiraSite, ConfluenceSite and
 * HostDirectory and never learn which transport answered.
 */
import type { Tenant } from '../db/repositories/tenants-repository';
import { isForgeTenantKey } from './forge/tenant-keys';

export const isForgeTenant = (tenant: Pick<Tenant, 'clientKey'>): boolean =>
  isForgeTenantKey(tenant.clientKey);

type TenantCall = (tenant: Tenant, ...args: never[]) => unknown;

/**
 * One object with `connect`'s methods, each handing its call to `forge` when the tenant (its
 * first argument) is a Forge installation, else to `connect`.
 */
export function byTenant<T extends { [K in keyof T]: TenantCall }>(connect: T, forge: T): T {
  const pick = (tenant: Tenant) => (isForgeTenant(tenant) ? forge : connect);
  const methods = Object.keys(connect).map((name) => [
    name,
    (tenant: Tenant, ...args: never[]) =>
      (pick(tenant)[name as keyof T] as (tenant: Tenant, ...args: never[]) => unknown)(
        tenant,
        ...args,
      ),
  ]);
  return Object.fromEntries(methods) as T;
}
