/**
 * Builds the RequestContext from whatever credential a request carries:
 * - `Authorization: JWT <token>`: a Connect context token (`AP.context.getToken()`) or our
 *   session token. A fresh session token comes back in `X-acpt` when the one used has less
 *   than 10 minutes left.
 * - `Authorization: Bearer …`: portal and API-key identities arrive with later features.
 */
import type { RequestHandler } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { HostDirectory } from '../connect/host-directory';
import { tokenFromAuthorization } from '../connect/host-token';
import { createApiTokenVerifier, type ApiTokenVerifier } from '../connect/api-token-verifier';
import { mintSessionToken, SESSION_TOKEN_RENEW_BELOW_SECONDS } from '../connect/session-token';
import { languageFromAcceptLanguage } from '../../shared/language';
import { SESSION_TOKEN_HEADER } from '../../shared/api';
import { rateLimited, unauthorized } from '../errors';
import { asyncHandler } from '../http/async-handler';
import type { FailureLimiter } from '../http/failure-limiter';

export interface AuthenticateDeps {
  tenants: TenantsRepository;
  directory: HostDirectory;
  /** Slows down guessing: refused credentials per address. */
  failures: FailureLimiter;
}

async function verifyApiCredential(verify: ApiTokenVerifier, authorization: string | undefined) {
  const connectToken = tokenFromAuthorization(authorization);
  if (!connectToken) throw unauthorized();
  const verified = await verify(connectToken);
  // Anonymous viewers (no `sub`) may see pages, not use the API.
  if (!verified.accountId) throw unauthorized();
  return { ...verified, accountId: verified.accountId };
}

export function createAuthenticate(deps: AuthenticateDeps): RequestHandler {
  const verify = createApiTokenVerifier(deps.tenants);
  return asyncHandler(async (req, res, next) => {
    const client = req.ip ?? 'unknown';
    if (deps.failures.isBlocked(client)) throw rateLimited();
    const locale = languageFromAcceptLanguage(req.headers['accept-language']);
    let verified;
    try {
      verified = await verifyApiCredential(verify, req.headers.authorization);
    } catch (error) {
      deps.failures.recordFailure(client);
      throw error;
    }

    const profile = await deps.directory.profile(verified.tenant, verified.accountId);
    req.ctx = {
      tenantKey: verified.tenant.clientKey,
      productType: verified.tenant.productType,
      user: { kind: 'atlassian', id: verified.accountId, displayName: profile.displayName },
      isAdmin: profile.isAdmin,
      locale,
      hostContext: verified.context,
    };

    // Renew when the credential runs low (a context token included), not on every call:
    // signing costs, and a fresh token every time would buy nothing.
    const secondsLeft = verified.expiresAt - Math.floor(Date.now() / 1000);
    if (secondsLeft < SESSION_TOKEN_RENEW_BELOW_SECONDS) {
      res.setHeader(
        SESSION_TOKEN_HEADER,
        mintSessionToken(verified.tenant, verified.accountId, verified.context),
      );
    }
    next();
  });
}
