/**
 * Jira's workflow post functions "Complete checklists" and "Skip checklists"
 * (atlassian-connect.json, `jiraWorkflowPostFunctions`): Jira calls `triggered` after a
 * transition, signed for that one request (auth/connect-request-token.ts).
 *
 * Not built yet: completing or skipping the checklists belongs to the Jira
 * integration; until then the calls are verified, logged and acknowledged
 * (docs/not-built-yet.md).
 */
import { Router, type RequestHandler } from 'express';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import { verifyHostRequest } from '../auth/connect-request-token';
import { asyncHandler } from '../http/async-handler';
import type { Logger } from '../logger';

export const JIRA_POST_FUNCTION_PATHS = [
  '/jira/workflow/complete-checklists/triggered',
  '/jira/workflow/skip-checklists/triggered',
];

export function jiraWorkflowRoutes(deps: {
  tenants: TenantsRepository;
  logger: Logger;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  router.post(
    JIRA_POST_FUNCTION_PATHS,
    deps.rateLimit,
    asyncHandler(async (req, res) => {
      const host = await verifyHostRequest(req, deps.tenants);
      deps.logger.info({ tenant: host.tenantKey, path: req.path }, 'post function triggered');
      res.status(204).end();
    }),
  );
  return router;
}
