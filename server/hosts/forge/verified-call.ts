/**
 * One Forge Remote call or event, verified: the invocation token (forge-invocation-claims.ts),
 * where it lets us call back, its installation's tenant (forge-installations.ts), and the app
 * system token it brought, remembered for calls back (forge-system-tokens.ts). Used by
 * /api (forge-invocation-token.ts, a person's call) and by the product events' routes
 * (server/hosts/forge/event-routes.ts, no person).
 *
 * Beyond the token's own checks, its `apiBaseUrl` must be Atlassian's API gateway
 * (`https://api.atlassian.com`, `https://api.stg.atlassian.com`) or a host CONNECT_ALLOWED_HOSTS
 * allows (the simulator's loopback address in development): we send the app's token there, so
 * even a token signed with a wrongly configured key cannot point our calls elsewhere.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Tenant, TenantsRepository } from '../../db/repositories/tenants-repository';
import { TokenError } from '../../errors';
import { isAllowedHost } from '../connect/allowed-hosts';
import type { ForgeSystemTokens } from './system-tokens';
import {
  decodeJwtSegment,
  FORGE_ISSUER,
  verifyInvocationToken,
  type ForgeInvocation,
} from './invocation-claims';
import { forgeTenantFor } from './installations';
import type { ForgeKeys } from './jwks';
import { forgeTokensOf, type ForgeRemote } from './remote';

const BEARER_JWT = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;
/** Longer than any header Node accepts: never worth decoding. */
const MAX_TOKEN_CHARS = 16 * 1024;
/** Atlassian's API gateways (production, staging): where `apiBaseUrl` points for real sites. */
export const ATLASSIAN_API_HOSTS = ['api.atlassian.com', 'api.stg.atlassian.com'];

/** The token when `authorization` is a Bearer JWT whose (unverified) issuer is Forge. */
export function forgeInvocationTokenOf(authorization: string): string | null {
  if (authorization.length > MAX_TOKEN_CHARS) return null;
  const token = BEARER_JWT.exec(authorization)?.[1];
  if (!token) return null;
  return decodeJwtSegment(token.split('.')[1])?.iss === FORGE_ISSUER ? token : null;
}

export function forgeRemoteOf(
  invocation: ForgeInvocation,
  headers: Parameters<typeof forgeTokensOf>[0],
): ForgeRemote {
  return {
    installationId: invocation.installationId,
    appId: invocation.appId,
    apiBaseUrl: invocation.apiBaseUrl,
    cloudId: invocation.cloudId,
    environment: invocation.environment,
    moduleKey: invocation.moduleKey,
    ...forgeTokensOf(headers),
  };
}

/** Whether we may call `apiBaseUrl` back with an app token. */
export function isAllowedApiBase(apiBaseUrl: string, allowedHosts: readonly string[]): boolean {
  const url = new URL(apiBaseUrl);
  if (url.protocol === 'https:' && ATLASSIAN_API_HOSTS.includes(url.hostname)) return true;
  return isAllowedHost(url.origin, allowedHosts);
}

export interface ForgeCallDeps {
  tenants: TenantsRepository;
  keys: ForgeKeys;
  /** Our Forge apps' ids (FORGE_APP_IDS): a token for any other app is refused. */
  appIds: readonly string[];
  /** CONNECT_ALLOWED_HOSTS: hosts besides Atlassian's API gateway `apiBaseUrl` may name. */
  allowedHosts: readonly string[];
  /** Where the calls' app system tokens are kept for calls back. */
  systemTokens: ForgeSystemTokens;
  now?: () => number;
}

export interface ForgeCall {
  invocation: ForgeInvocation;
  tenant: Tenant;
  remote: ForgeRemote;
}

/**
 * The verified call; a TokenError (401) otherwise, before anything is recorded.
 * `requireUser`: refuse a token without `principal` (the JSON API acts for a person);
 * `product`: refuse a token of the other product's app (an event route is one product's).
 */
export async function verifyForgeCall(
  deps: ForgeCallDeps,
  authorization: string | undefined,
  headers: IncomingHttpHeaders,
  options: { requireUser: boolean; product?: 'jira' | 'confluence' },
): Promise<ForgeCall> {
  const token = authorization ? forgeInvocationTokenOf(authorization) : null;
  if (!token) throw new TokenError('missing', 'errors.forgeTokenInvalid');
  const invocation = await verifyInvocationToken(token, deps);
  if (options.requireUser && !invocation.principal) {
    throw new TokenError('no_user', 'errors.forgeNoUser');
  }
  if (options.product && invocation.product !== options.product) {
    throw new TokenError('product', 'errors.forgeOtherProduct');
  }
  if (!isAllowedApiBase(invocation.apiBaseUrl, deps.allowedHosts)) {
    throw new TokenError('claims', 'errors.forgeTokenInvalid');
  }
  const tenant = await forgeTenantFor(deps.tenants, invocation);
  const remote = forgeRemoteOf(invocation, headers);
  if (remote.systemToken) deps.systemTokens.remember(tenant.clientKey, remote.systemToken);
  return { invocation, tenant, remote };
}
