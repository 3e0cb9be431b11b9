/**
 * Forge installations as tenants (docs/FORGE.md, "Forge Remote: invocation tokens and
 * tenants"). A Forge installation (one app on one site) is a row of `tenants`, keyed
 * `forge:<installation id>` — the id Atlassian tells apps to key remote storage on; it
 * survives upgrades, a reinstall gets a new one. The row records the product, our app id as
 * `app_key`, the `apiBaseUrl` as `base_url`, the site's `siteUrl` (when known) and, in
 * `details`, the `cloudId` and the installation's ARI and environment. So every tenant rule
 * holds for it unchanged: the tenant column on every table, the cache, the 30-day purge of an
 * uninstalled tenant, and the credentials that ask whether their tenant is installed (API keys).
 *
 * - An unknown installation becomes a tenant on its first verified call: the token is
 *   Atlassian's signed word that the app is installed there, and Forge promises no install
 *   event before it (`avi:forge:installed:app` may come late, or never for older installs).
 *   The insert never overwrites: a tenant that exists stays as it is.
 * - A tenant that is not `installed` (an operator uninstalled it; Forge sends no uninstall
 *   event) refuses every token of its installation, and is never revived by one.
 * - A token must match what the tenant recorded: our app id, the product and the site. A
 *   mismatch (Atlassian would never sign one) is refused rather than trusted.
 * - The site URL (`display_url`) comes from a UI call's signed context; an installation first
 *   seen through an event (no context) gets it from its first UI call.
 * - `shared_secret` is a random value nobody is told: a Connect token naming this key could
 *   never verify (Forge installations have no shared secret).
 */
import { randomBytes } from 'node:crypto';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import { TokenError } from '../../errors';
import type { ForgeInvocation } from './invocation-claims';
import { FORGE_TENANT_PREFIX } from './tenant-keys';

export { FORGE_TENANT_PREFIX };

export function forgeTenantKey(invocation: Pick<ForgeInvocation, 'installationKey'>): string {
  return `${FORGE_TENANT_PREFIX}${invocation.installationKey}`;
}

/** What a Forge tenant's `details` hold. */
export interface ForgeTenantDetails {
  cloudId: string;
  forge: {
    installationId: string;
    appId: string;
    environment: { type: string; id: string } | null;
  };
}

/** The installed tenant of the token's installation, recorded now if it is new. */
export async function forgeTenantFor(
  tenants: TenantsRepository,
  invocation: ForgeInvocation,
): Promise<Tenant> {
  const clientKey = forgeTenantKey(invocation);
  const details: ForgeTenantDetails = {
    cloudId: invocation.cloudId,
    forge: {
      installationId: invocation.installationId,
      appId: invocation.appId,
      environment: invocation.environment,
    },
  };
  const tenant =
    (await tenants.find(clientKey)) ??
    (await tenants.insertIfAbsent({
      clientKey,
      productType: invocation.product,
      appKey: invocation.appId,
      baseUrl: invocation.apiBaseUrl,
      displayUrl: invocation.siteUrl,
      sharedSecret: randomBytes(32).toString('base64url'),
      details: { ...details },
    }));
  if (tenant.state !== 'installed') {
    throw new TokenError('tenant_inactive', 'errors.forgeInstallationInactive');
  }
  if (
    tenant.appKey !== invocation.appId ||
    tenant.productType !== invocation.product ||
    tenant.details.cloudId !== invocation.cloudId
  ) {
    throw new TokenError('installation', 'errors.forgeTokenInvalid');
  }
  if (tenant.displayUrl === null && invocation.siteUrl !== null) {
    await tenants.recordDisplayUrl(tenant.clientKey, invocation.siteUrl);
    return { ...tenant, displayUrl: invocation.siteUrl };
  }
  return tenant;
}
