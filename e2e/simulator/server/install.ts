/**
 * Installs the apps into a site the way Jira and Confluence do: the descriptor is fetched,
 * then `installed` (with a fresh shared secret) and `enabled` are posted, each signed with the
 * host's RS256 key (signed-install). clientKeys stay the same across restarts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { signLifecycleToken, type HostTenant } from '../lib/host-tokens';
import type { SigningKey } from '../lib/signing-key';
import { fetchDescriptor, type Descriptor } from './descriptors';
import { declaredScopes } from '../lib/descriptor-rules';
import type { Product } from './state';

/** A UUID-shaped id derived from the site and product, so the app's data survives restarts. */
export function stableClientKey(site: string, product: Product): string {
  const hex = createHash('sha256').update(`checklists-simulator:${site}:${product}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function newTenant(
  site: string,
  product: Product,
  productBaseUrl: string,
  descriptor: Descriptor,
): HostTenant {
  return {
    clientKey: stableClientKey(site, product),
    sharedSecret: randomBytes(32).toString('base64'),
    baseUrl: productBaseUrl,
    productType: product,
    appKey: descriptor.key,
    appBaseUrl: descriptor.baseUrl,
    // Stable like the clientKey: the installation's OAuth client for user impersonation.
    oauthClientId: createHash('sha256')
      .update(`checklists-simulator-oauth:${site}:${product}`)
      .digest('base64url')
      .slice(0, 32),
    scopes: declaredScopes(descriptor),
  };
}

export type LifecycleEvent = 'installed' | 'uninstalled' | 'enabled' | 'disabled';

export async function postLifecycle(
  tenant: HostTenant,
  descriptor: Descriptor,
  event: LifecycleEvent,
  key: SigningKey,
  siteTitle: string,
): Promise<{ status: number; text: string }> {
  const path = descriptor.lifecycle[event] ?? `/${event}`;
  const body = {
    key: tenant.appKey,
    clientKey: tenant.clientKey,
    ...(event === 'installed' ? { sharedSecret: tenant.sharedSecret } : {}),
    ...(tenant.oauthClientId ? { oauthClientId: tenant.oauthClientId } : {}),
    baseUrl: tenant.baseUrl,
    displayUrl: tenant.baseUrl,
    productType: tenant.productType,
    description: `${siteTitle} (Checklists host simulator)`,
    eventType: event,
    serverVersion: '100000',
    pluginsVersion: '1001.0.0-SNAPSHOT',
  };
  const response = await fetch(`${descriptor.baseUrl.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${signLifecycleToken({ tenant, key, path })}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/** Fetches a descriptor, retrying while the app starts. */
export async function waitForDescriptor(
  appUrl: string,
  product: Product,
  timeoutMs = 60_000,
): Promise<Descriptor> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetchDescriptor(appUrl, product);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
