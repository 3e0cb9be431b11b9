/**
 * Jira's webhooks (atlassian-connect.json, `webhooks`): an issue was created or deleted.
 *
 * Not built yet: applying a project's default templates to a new issue and archiving a
 * deleted issue's checklists belong to the Jira integration; until then the calls are
 * verified, logged and acknowledged (docs/not-built-yet.md).
 */
import type { Logger } from '../logger';
import { hostCallRoute, type HostCallDeps } from './host-call-route';

export const JIRA_WEBHOOK_PATHS = ['/jira/webhooks/issue-created', '/jira/webhooks/issue-deleted'];

export const jiraWebhookRoutes = (deps: HostCallDeps & { logger: Logger }) =>
  hostCallRoute(deps, JIRA_WEBHOOK_PATHS, (host, req) => {
    deps.logger.info({ tenant: host.tenantKey, path: req.path }, 'jira webhook received');
  });
