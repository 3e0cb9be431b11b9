/**
 * Jira's workflow post functions "Complete checklists" and "Skip checklists"
 * (atlassian-connect.json, `jiraWorkflowPostFunctions`): Jira calls `triggered` after a
 * transition.
 *
 * Not built yet: completing or skipping the checklists belongs to the Jira
 * integration; until then the calls are verified, logged and acknowledged
 * (docs/not-built-yet.md).
 */
import type { Logger } from '../logger';
import { hostCallRoute, type HostCallDeps } from './host-call-route';

export const JIRA_POST_FUNCTION_PATHS = [
  '/jira/workflow/complete-checklists/triggered',
  '/jira/workflow/skip-checklists/triggered',
];

export const jiraWorkflowRoutes = (deps: HostCallDeps & { logger: Logger }) =>
  hostCallRoute(deps, JIRA_POST_FUNCTION_PATHS, (host, req) => {
    deps.logger.info({ tenant: host.tenantKey, path: req.path }, 'post function triggered');
  });
