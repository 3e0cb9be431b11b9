/**
 * Jira's webhooks (atlassian-connect.json, `webhooks`):
 * - `jira:issue_created`: the project's default templates for the issue's type, exactly once
 *   (services/jira/apply-defaults.ts);
 * - `jira:issue_deleted`: the issue's checklists are archived, kept for the audit log.
 * The actor is Jira, for the person in the webhook. Redeliveries change nothing twice.
 */
import type { Request } from 'express';
import type { ServiceDeps } from '../services/service-deps';
import type { Logger } from '../logger';
import { parseInput } from '../http/validate';
import { applyDefaultTemplates } from '../services/jira/apply-defaults';
import { archiveIssueChecklists } from '../services/jira/workflow-rules';
import { hostCallRoute, type HostCallDeps } from './host-call-route';
import { issueWebhookSchema } from './jira-payloads';
import { jiraActor } from './jira-actor';

export const JIRA_WEBHOOK_PATHS = ['/jira/webhooks/issue-created', '/jira/webhooks/issue-deleted'];

export const jiraWebhookRoutes = (deps: HostCallDeps & { logger: Logger; services: ServiceDeps }) =>
  hostCallRoute(deps, JIRA_WEBHOOK_PATHS, async (host, req: Request) => {
    const body = parseInput(issueWebhookSchema, req.body, 'en');
    const actor = jiraActor(host, 'jira', body.user);
    const { issue } = body;
    if (body.webhookEvent === 'jira:issue_deleted') {
      const archived = await archiveIssueChecklists(deps.services, actor, issue.id);
      deps.logger.info({ tenant: host.tenantKey, issue: issue.key, archived }, 'issue deleted');
      return;
    }
    const projectId = issue.fields?.project?.id;
    const issueTypeId = issue.fields?.issuetype?.id;
    if (!projectId || !issueTypeId) return;
    const added = await applyDefaultTemplates(
      deps.services,
      actor,
      {
        id: issue.id,
        key: issue.key,
        projectId,
        projectKey: issue.key.split('-')[0] ?? '',
        issueTypeId,
      },
      'issue-created',
    );
    deps.logger.info({ tenant: host.tenantKey, issue: issue.key, added }, 'issue created');
  });
