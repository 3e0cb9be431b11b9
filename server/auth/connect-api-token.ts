/**
 * `Authorization: JWT <token>` on /api: a Connect context token (`AP.context.getToken()`,
 * `qsh: context-qsh`) or our own session token. Never a page token bound to a URL. The
 * caller's name and admin right come from the host (cached briefly), never from the client.
 * A fresh session token goes back in `X-acpt` when the one used has less than 10 minutes left.
 */
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { HostDirectory } from '../hosts/host-directory';
import { createApiTokenVerifier } from '../connect/api-token-verifier';
import { tokenFromAuthorization } from '../connect/host-token';
import { mintSessionToken, SESSION_TOKEN_RENEW_BELOW_SECONDS } from '../connect/session-token';
import { SESSION_TOKEN_HEADER } from '../../shared/api';
import { unauthorized } from '../errors';
import type { CredentialVerifier } from './credential';

export function connectApiTokenVerifier(deps: {
  tenants: TenantsRepository;
  directory: HostDirectory;
}): CredentialVerifier {
  const verify = createApiTokenVerifier(deps.tenants);
  return {
    accepts: (authorization) => /^JWT\s/i.test(authorization),
    async verify(authorization) {
      const token = tokenFromAuthorization(authorization);
      if (!token) throw unauthorized();
      const verified = await verify(token);
      // Anonymous viewers (no `sub`) may see pages, not use the API.
      if (!verified.accountId) throw unauthorized();
      const accountId = verified.accountId;
      const profile = await deps.directory.profile(verified.tenant, accountId);
      // Renew when the credential runs low (a context token included), not on every call:
      // signing costs, and a fresh token every time would buy nothing.
      const secondsLeft = verified.expiresAt - Math.floor(Date.now() / 1000);
      return {
        identity: {
          tenantKey: verified.tenant.clientKey,
          productType: verified.tenant.productType,
          user: { kind: 'atlassian', id: accountId, displayName: profile.displayName },
          isAdmin: profile.isAdmin,
          hostContext: verified.context,
        },
        ...(secondsLeft < SESSION_TOKEN_RENEW_BELOW_SECONDS
          ? {
              renewal: {
                header: SESSION_TOKEN_HEADER,
                value: mintSessionToken(verified.tenant, accountId, verified.context),
              },
            }
          : {}),
      };
    },
  };
}
