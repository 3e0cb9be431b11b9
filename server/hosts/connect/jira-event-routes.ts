/**
 * What Jira's Connect app is sent (atlassian-connect.json): the webhooks `jira:issue_created`
 * and `jira:issue_deleted`, and the workflow post functions' `triggered` calls. Each is signed
 * by Jira for that one request (request-token.ts), rate-limited, parsed into one JiraEvent and
 * handed to the one service path every host's events take (services/jira/jira-events.ts).
 * A delivery is named by Jira's webhook identifier, else by what the body says of it.
 */
import { Router, type RequestHandler } from 'express';
import type { ServiceDeps } from '../../services/service-deps';
import type { Logger } from '../../logger';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import { handleHostCall } from '../../http/endpoint';
import { hostCallContext } from '../../auth/caller-contexts';
import {
  handleJiraEvent,
  JIRA_EVENT_LOG_NAMES,
  type JiraEvent,
} from '../../services/jira/jira-events';
import type { PostFunctionKind } from '../../../shared/jira';
import { connectHostCall, type HostRequest } from './request-token';
import { issueWebhookSchema, triggeredSchema, type IssueWebhook } from './jira-payloads';

export const JIRA_WEBHOOK_PATHS = ['/jira/webhooks/issue-created', '/jira/webhooks/issue-deleted'];
export const JIRA_POST_FUNCTION_PATHS: Record<PostFunctionKind, string> = {
  complete: '/jira/workflow/complete-checklists/triggered',
  skip: '/jira/workflow/skip-checklists/triggered',
};

type Person = { accountId?: string | undefined; displayName?: string | undefined } | undefined;

const issueOf = (issue: IssueWebhook['issue']) => ({
  id: issue.id,
  key: issue.key,
  projectId: issue.fields?.project?.id,
  issueTypeId: issue.fields?.issuetype?.id,
});

export function jiraEventRoutes(deps: {
  tenants: TenantsRepository;
  rateLimit: RequestHandler;
  services: ServiceDeps;
  logger: Logger;
}): Router {
  const router = Router();
  const verify = connectHostCall(deps.tenants);

  const deliver = async (
    host: HostRequest,
    kind: 'jira' | 'workflow',
    person: Person,
    key: string,
    event: JiraEvent,
  ) => {
    const ctx = hostCallContext({
      site: host.site,
      kind,
      person: { accountId: person?.accountId ?? host.accountId, displayName: person?.displayName },
      locale: 'en',
    });
    const outcome = await handleJiraEvent(deps.services, ctx, { key: `connect:${key}`, event });
    deps.logger.info(
      { tenant: host.site.clientKey, issue: event.issue.key, ...outcome },
      JIRA_EVENT_LOG_NAMES[event.type],
    );
  };

  router.post(
    JIRA_WEBHOOK_PATHS,
    deps.rateLimit,
    handleHostCall(verify, { body: issueWebhookSchema }, async (host, { body }) => {
      const type = body.webhookEvent === 'jira:issue_deleted' ? 'issueDeleted' : 'issueCreated';
      const key = host.deliveryId ?? `${type}:${body.issue.id}:${body.timestamp ?? ''}`;
      await deliver(host, 'jira', body.user, key, { type, issue: issueOf(body.issue) });
    }),
  );

  for (const [rule, path] of Object.entries(JIRA_POST_FUNCTION_PATHS)) {
    router.post(
      path,
      deps.rateLimit,
      handleHostCall(verify, { body: triggeredSchema }, async (host, { body }) => {
        const t = body.transition;
        const key = `${rule}:${host.deliveryId ?? `${body.issue.id}:${String(t?.transitionId ?? '')}:${String(body.timestamp ?? '')}`}`;
        await deliver(host, 'workflow', body.user, key, {
          type: 'postFunction',
          rule: rule as PostFunctionKind,
          issue: { id: body.issue.id, key: body.issue.key },
          configuration: body.configuration?.value,
          transition: { name: t?.transitionName, from: t?.from_status, to: t?.to_status },
        });
      }),
    );
  }
  return router;
}
