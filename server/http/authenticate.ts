/**
 * The /api middleware that builds the RequestContext: the first verifier that accepts the
 * `Authorization` header's kind of credential verifies it (credential.ts); none, or a refused
 * credential, is a 401. Refused credentials are counted per address (429 past 60 a minute), so
 * guessing gets slow.
 */
import type { RequestHandler } from 'express';
import { languageFromAcceptLanguage } from '../../shared/language';
import { rateLimited, unauthorized } from '../errors';
import { asyncHandler } from './async-handler';
import type { FailureLimiter } from './failure-limiter';
import type { CredentialVerifier } from '../auth/credential';

export function createAuthenticate(deps: {
  verifiers: readonly CredentialVerifier[];
  failures: FailureLimiter;
}): RequestHandler {
  return asyncHandler(async (req, res, next) => {
    const client = req.ip ?? 'unknown';
    if (deps.failures.isBlocked(client)) throw rateLimited();
    const authorization = req.headers.authorization?.trim() ?? '';
    let authenticated;
    try {
      const verifier = deps.verifiers.find((v) => v.accepts(authorization));
      if (!verifier) throw unauthorized();
      authenticated = await verifier.verify(authorization, {
        headers: req.headers,
        locale: languageFromAcceptLanguage(req.headers['accept-language']),
      });
    } catch (error) {
      deps.failures.recordFailure(client);
      throw error;
    }
    req.ctx = authenticated.ctx;
    if (authenticated.renewal)
      res.setHeader(authenticated.renewal.header, authenticated.renewal.value);
    next();
  });
}
