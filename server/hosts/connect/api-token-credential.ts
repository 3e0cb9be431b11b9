/**
 * `Authorization: JWT <token>` on /api: a Connect context token (`AP.context.getToken()`,
 * `qsh: context-qsh`) or our own session token. Never a page token bound to a URL. The
 * caller's name and admin right come from the host (cached briefly), never from the client.
 * A fresh session token goes back in `X-acpt` when the one used has less than 10 minutes left.
 */
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { HostDirectory } from '../../products/host-directory';
import { createApiTokenVerifier } from './api-token-verifier';
import { tokenFromAuthorization } from './host-token';
import { mintSessionToken, SESSION_TOKEN_RENEW_BELOW_SECONDS } from './session-token';
import { SESSION_TOKEN_HEADER } from '../../../shared/api';
import { unauthorized } from '../../errors';
import type { CredentialVerifier } from '../../auth/credential';
import { atlassianContext } from '../../auth/caller-contexts';
import { connectSignedPlace } from './signed-place';

export function connectApiTokenVerifier(deps: {
  tenants: TenantsRepository;
  directory: HostDirectory;
}): CredentialVerifier {
  const verify = createApiTokenVerifier(deps.tenants);
  return {
    accepts: (authorization) => /^JWT\s/i.test(authorization),
    async verify(authorization, request) {
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
        ctx: atlassianContext({
          site: verified.tenant,
          accountId,
          displayName: profile.displayName,
          isAdmin: profile.isAdmin,
          signed: connectSignedPlace(verified.context),
          locale: request.locale,
        }),
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
