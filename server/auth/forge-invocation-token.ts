/**
 * `Authorization: Bearer <Forge Invocation Token>` on /api: a call from one of our Forge apps'
 * Custom UI through Forge Remote (docs/FORGE.md). The token is verified by
 * forge-invocation-claims.ts, its installation is the tenant (forge-installations.ts), its
 * `principal` the user (`kind: 'atlassian'`, the account id).
 *
 * Telling it apart from the other Bearer credentials on /api: a Firebase ID token is a JWT
 * too, and an API key (`ck_…`, /api/v1 only) is not a JWT. `accepts` peeks at the unverified
 * payload's `iss`: `forge/invocation-token` is ours, Firebase's is
 * `https://securetoken.google.com/<project>`. Peeking is cheap (one base64 decode) and safe:
 * it only picks the verifier, and `verify` checks the signature and every claim; a forged
 * `iss` just lands a token here to be refused.
 *
 * `isAdmin` is always false: the token says who the user is, not what they may do. Admin rights
 * under Forge need the product's permission API with the app's token (not built yet).
 */
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { TokenError, unauthorized } from '../errors';
import type { CredentialVerifier } from './credential';
import {
  decodeJwtSegment,
  FORGE_ISSUER,
  verifyInvocationToken,
  type ForgeInvocation,
} from './forge-invocation-claims';
import { forgeTenantFor } from './forge-installations';
import type { ForgeKeys } from './forge-jwks';
import { forgeTokensOf, type ForgeRemote } from './forge-remote';

const BEARER_JWT = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/i;
/** Longer than any header Node accepts: never worth decoding. */
const MAX_TOKEN_CHARS = 16 * 1024;

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

export function forgeInvocationTokenVerifier(deps: {
  tenants: TenantsRepository;
  keys: ForgeKeys;
  /** Our Forge apps' ids (FORGE_APP_IDS): a token for any other app is refused. */
  appIds: readonly string[];
  now?: () => number;
}): CredentialVerifier {
  return {
    accepts: (authorization) => forgeInvocationTokenOf(authorization) !== null,
    async verify(authorization, headers) {
      const token = forgeInvocationTokenOf(authorization);
      if (!token) throw unauthorized('errors.forgeTokenInvalid');
      const invocation = await verifyInvocationToken(token, deps);
      // The JSON API acts for a person; events and backend calls (no principal) have routes
      // of their own.
      if (!invocation.principal) throw new TokenError('no_user', 'errors.forgeNoUser');
      const tenant = await forgeTenantFor(deps.tenants, invocation);
      return {
        identity: {
          tenantKey: tenant.clientKey,
          productType: tenant.productType,
          user: { kind: 'atlassian', id: invocation.principal, displayName: null },
          isAdmin: false,
          hostContext: invocation.context,
          forge: forgeRemoteOf(invocation, headers),
        },
      };
    },
  };
}
