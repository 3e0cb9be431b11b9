/**
 * /api/v1, the public REST API (docs/API.md, "Public REST API"). In order:
 * 1. the reference, public and limited per address: `openapi.json`, `docs` (and its `docs.css`);
 * 2. authenticate: API keys only (`Authorization: Bearer ck_…`; anything else is a 401, and
 *    refused keys are counted per address like /api's refused tokens);
 * 3. the per-key rate limit (`API_RATE_LIMIT_PER_MINUTE`);
 * 4. the operations of the table (operations.ts), each behind the one scope check: a read key
 *    may call only the operations that change nothing;
 * 5. JSON 404 for anything else. Errors are the app's `{ error: { code, message } }`.
 */
import { Router, type RequestHandler } from 'express';
import type { ServiceDeps } from '../../services/service-deps';
import type { CredentialVerifier } from '../../auth/credential';
import { createAuthenticate } from '../../http/authenticate';
import type { SecurityHeaders } from '../../http/security-headers';
import { FailureLimiter } from '../../http/failure-limiter';
import { apiNotFound } from '../../http/error-handler';
import { forbidden, unauthorized } from '../../errors';
import { V1_OPERATIONS } from './operations';
import { buildOpenApiDocument, type JsonObject } from './openapi';
import { renderDocsPage } from './docs-page';
import { DOCS_CSS } from './docs-style';
import { presentItemConflict } from '../items/item-conflict';

export interface V1RoutesOptions {
  services: ServiceDeps;
  /** The API-key verifier (auth/api-key.ts): the only credential /api/v1 takes. */
  apiKeys: CredentialVerifier;
  baseUrl: string;
  /** API_RATE_LIMIT_PER_MINUTE per key (http/rate-limits.ts), after the key is verified. */
  apiKeyRateLimit: RequestHandler;
  /** For the public reference, per address. */
  docsRateLimit: RequestHandler;
  headers: SecurityHeaders;
}

/** API keys only: any other credential, or none, is told what this API takes. */
const onlyApiKeys = (apiKeys: CredentialVerifier): CredentialVerifier => ({
  accepts: () => true,
  async verify(authorization, request) {
    if (!apiKeys.accepts(authorization)) throw unauthorized('errors.apiKeyRequired');
    return apiKeys.verify(authorization, request);
  },
});

/** The one place a key's scope is enforced: a read key changes nothing. */
const requireWriteScope: RequestHandler = (req, _res, next) => {
  const ctx = req.ctx;
  const writes = ctx?.credential === 'apiKey' && ctx.apiKey.scope === 'write';
  next(writes ? undefined : forbidden('errors.apiKeyReadOnly'));
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export function v1Routes(options: V1RoutesOptions): Router {
  const { headers } = options;
  const router = Router();
  let document: JsonObject | undefined;
  let docsPage: string | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(options.baseUrl));
  const reference = (type: string, body: () => string | JsonObject): RequestHandler => {
    return (_req, res) => {
      res.set('Cache-Control', 'public, max-age=300').type(type);
      const value = body();
      if (typeof value === 'string') res.send(value);
      else res.json(value);
    };
  };

  router.get('/openapi.json', headers.resource, options.docsRateLimit, reference('json', openApi));
  router.get(
    '/docs',
    headers.standalonePage,
    options.docsRateLimit,
    reference('html', () => (docsPage ??= renderDocsPage(openApi()))),
  );
  router.get(
    '/docs.css',
    headers.resource,
    options.docsRateLimit,
    reference('css', () => DOCS_CSS),
  );

  router.use(
    headers.resource,
    noStore,
    createAuthenticate({
      verifiers: [onlyApiKeys(options.apiKeys)],
      failures: new FailureLimiter(),
    }),
    options.apiKeyRateLimit,
  );
  for (const op of V1_OPERATIONS) {
    const handler = op.handler(options.services);
    if (op.writes) router[op.method](op.path, requireWriteScope, handler);
    else router[op.method](op.path, handler);
  }
  router.use(presentItemConflict);
  router.use(apiNotFound);
  return router;
}
