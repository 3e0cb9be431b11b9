/**
 * How a tenant's key says which host it came from: a Connect installation is keyed by its
 * `clientKey` as it is, a Forge installation by `forge:<installation id>` (docs/FORGE.md,
 * "Tenants"). Tenant rows, caches and host calls all go by this one key.
 */
export const FORGE_TENANT_PREFIX = 'forge:';

export const isForgeTenantKey = (key: string): boolean => key.startsWith(FORGE_TENANT_PREFIX);
