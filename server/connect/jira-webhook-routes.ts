/**
 * Jira's webhooks (atlassian-connect.json, `webhooks`): an issue was created or deleted. Each
 * call is signed for that one request (auth/connect-request-token.ts).
 *
 * Not built yet: applying a project's default templates to a new issue and archiving a
 * deleted issue's checklists belong to the Jira integration; until then the calls are
 * verified, logged and acknowledged (docs/not-built-yet.md).
 */
import { Router, type RequestHandler } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { verifyHostRequest } from '../auth/connect-request-token';
import { asyncHandler } from '../http/async-handler';
import type { Logger } from '../logger';

export const JIRA_WEBHOOK_PATHS = ['/jira/webhooks/issue-created', '/jira/webhooks/issue-deleted'];

export function jiraWebhookRoutes(deps: {
  tenants: TenantsRepository;
  logger: Logger;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  router.post(
    JIRA_WEBHOOK_PATHS,
    deps.rateLimit,
    asyncHandler(async (req, res) => {
      const host = await verifyHostRequest(req, deps.tenants);
      deps.logger.info({ tenant: host.tenantKey, path: req.path }, 'jira webhook received');
      res.status(204).end();
    }),
  );
  return router;
}
