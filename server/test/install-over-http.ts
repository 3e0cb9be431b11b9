/**
 * Installs the apps into a stand-in site (test-host.ts) over real HTTP, as Jira or Confluence
 * would, and signs the context tokens a client sends: for a server running in another process
 * (the bench, tests of several server processes).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  signContextToken,
  signLifecycleToken,
  type HostTenant,
} from '../../e2e/simulator/lib/host-tokens';
import type { TestHost } from './test-host';
import {
  APP_KEYS,
  APP_PATH_PREFIX,
  appBaseUrl,
  type ConnectProduct,
} from '../hosts/connect/descriptors';
import { findUser } from '../../e2e/simulator/lib/directory';

export interface InstallOptions {
  /** Reinstall: the same client key as before, a new shared secret. */
  previous?: HostTenant;
  /** The app's BASE_URL when the install is sent elsewhere (one of several processes). */
  publicUrl?: string;
}

/** Installs an app into `site` by calling `appUrl`, as the host does. */
export async function installOverHttp(
  appUrl: string,
  host: TestHost,
  site: string,
  product: ConnectProduct,
  options: InstallOptions = {},
): Promise<HostTenant> {
  const tenant: HostTenant = {
    clientKey: options.previous?.clientKey ?? randomUUID(),
    sharedSecret: randomBytes(32).toString('base64'),
    baseUrl: host.siteBaseUrl(site, product),
    productType: product,
    appKey: APP_KEYS[product],
    appBaseUrl: appBaseUrl(product, options.publicUrl ?? appUrl),
  };
  host.register(tenant);
  const response = await fetch(`${appUrl}${APP_PATH_PREFIX[product]}/installed`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${signLifecycleToken({ tenant, key: host.key, path: '/installed' })}`,
    },
    body: JSON.stringify({
      key: tenant.appKey,
      clientKey: tenant.clientKey,
      sharedSecret: tenant.sharedSecret,
      baseUrl: tenant.baseUrl,
      productType: product,
      eventType: 'installed',
      description: 'Stand-in site',
    }),
  });
  if (response.status !== 204)
    throw new Error(`install failed: ${response.status} ${await response.text()}`);
  return tenant;
}

export function contextAuthorization(tenant: HostTenant, userId = 'alice'): string {
  const accountId = findUser(userId)?.accountId ?? userId;
  // Long-lived so it outlasts a bench run; the server checks `exp` like any other.
  return `JWT ${signContextToken({ tenant, accountId, expiresInSeconds: 3600 })}`;
}
