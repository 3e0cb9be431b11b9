/**
 * Server-to-server calls Jira signs for one request (`qsh` bound to method, path and query):
 * webhooks and workflow post-function triggers of the Jira app.
 *
 * Not built yet: what these do with checklists (default templates on issue creation,
 * cleanup on deletion, completing or skipping checklists on a transition) belongs to the
 * Jira integration; until then they are verified, logged and acknowledged (docs/not-built-yet.md).
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { tokenFromAuthorization, verifyConnectToken, type VerifiedToken } from './host-token';
import { appForPath } from './descriptors';
import { asyncHandler } from '../http/async-handler';
import type { Logger } from '../logger';

const JIRA_HOST_SIGNED_PATHS = [
  '/jira/webhooks/issue-created',
  '/jira/webhooks/issue-deleted',
  '/jira/workflow/complete-checklists/triggered',
  '/jira/workflow/skip-checklists/triggered',
];

/** Verifies a request-bound host token on the request itself. */
export async function verifyHostSignedRequest(
  req: Request,
  tenants: TenantsRepository,
): Promise<VerifiedToken> {
  const { product, relativePath } = appForPath(req.path);
  return verifyConnectToken(tokenFromAuthorization(req.headers.authorization), tenants, {
    accept: ['page'],
    product,
    request: { method: req.method, relativePath, query: req.query },
  });
}

export function createHostSignedRoutes(deps: {
  tenants: TenantsRepository;
  logger: Logger;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  router.post(
    JIRA_HOST_SIGNED_PATHS,
    deps.rateLimit,
    asyncHandler(async (req, res) => {
      const verified = await verifyHostSignedRequest(req, deps.tenants);
      deps.logger.info(
        { tenant: verified.tenant.clientKey, path: req.path },
        'host event received',
      );
      res.status(204).end();
    }),
  );
  return router;
}
