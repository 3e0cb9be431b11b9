/**
 * Jira under Forge: the issue events and the workflow rules of the Forge app's manifest.
 * Issue created/deleted go to the trigger's endpoint; a transition runs each validator's Jira
 * expression from the manifest (`jira:workflowValidator`, with the rule's configuration as
 * `config`) and sends each post function's endpoint the event (contract in docs/FORGE.md).
 */
import { findUser, type SimUser } from '../lib/directory';
import { findProject } from '../server/fixtures';
import type { SiteRuntime } from '../server/context';
import type { LiveIssue, Transition, WorkflowRule } from '../server/jira-data';
import { endpointPath, findModule, manifestText, triggerPath } from './forge-apps';
import { deliverForgeEvent, type ForgeDelivery } from './forge-events';
import type { ForgeHost } from './forge-host';

/** Jira's status ids for the simulated workflow's statuses. */
export const STATUS_IDS: Record<string, string> = {
  'To Do': '10000',
  'In Progress': '3',
  Done: '10001',
};

export function forgeIssueJson(issue: LiveIssue) {
  const project = findProject(issue.projectKey);
  return {
    id: issue.id,
    key: issue.key,
    fields: {
      summary: issue.summary,
      created: issue.created,
      status: { id: STATUS_IDS[issue.status] ?? '0', name: issue.status },
      issuetype: { id: issue.issueTypeId, name: issue.issueTypeName },
      project: { id: project?.id ?? '', key: issue.projectKey, name: project?.name ?? '' },
    },
  };
}

export async function forgeIssueEvent(
  forge: ForgeHost,
  site: SiteRuntime,
  event: 'jira:issue_created' | 'jira:issue_deleted',
  issue: LiveIssue,
  userId: string,
  options: ForgeDelivery = {},
): Promise<number[]> {
  const app = forge.app('jira');
  const eventType =
    event === 'jira:issue_created' ? 'avi:jira:created:issue' : 'avi:jira:deleted:issue';
  const trigger = app?.manifest.modules.trigger?.find((t) => t.events?.includes(eventType));
  const path = app && triggerPath(app, eventType);
  if (!trigger?.endpoint || !path) return [];
  const user = findUser(userId);
  return deliverForgeEvent(
    forge,
    site,
    'jira',
    'forge-event',
    { key: trigger.endpoint, path },
    {
      eventType,
      ...(user ? { atlassianId: user.accountId } : {}),
      issue: forgeIssueJson(issue),
    },
    options,
  );
}

/** The validator's verdict source: its expression and its error message in the user's locale. */
export function forgeValidator(
  forge: ForgeHost,
  rule: WorkflowRule,
  user: SimUser,
): { expression: string; errorMessage: string } | undefined {
  const app = forge.app('jira');
  const found = findModule(app, rule.moduleKey);
  if (!app || found?.type !== 'jira:workflowValidator' || !found.module.expression)
    return undefined;
  return {
    expression: found.module.expression,
    errorMessage:
      manifestText(app, found.module.errorMessage, user.locale) || 'The transition is not allowed.',
  };
}

export async function forgePostFunction(
  forge: ForgeHost,
  site: SiteRuntime,
  rule: WorkflowRule,
  issue: LiveIssue,
  from: string,
  transition: Transition,
  user: SimUser,
  options: ForgeDelivery = {},
): Promise<number[]> {
  const app = forge.app('jira');
  const found = findModule(app, rule.moduleKey);
  const endpoint = found?.module.endpoint;
  const path = app && endpoint ? endpointPath(app, endpoint) : undefined;
  if (found?.type !== 'jira:workflowPostFunction' || !endpoint || !path) return [];
  return deliverForgeEvent(
    forge,
    site,
    'jira',
    'forge-post-function',
    { key: endpoint, path },
    {
      issue: forgeIssueJson(issue),
      transition: {
        id: transition.id,
        name: transition.name,
        from: { id: STATUS_IDS[from] ?? '0', name: from },
        to: { id: STATUS_IDS[transition.to] ?? '0', name: transition.to },
      },
      postFunction: { id: rule.id },
      config: rule.config,
      configuration: rule.config,
      atlassianId: user.accountId,
    },
    options,
  );
}
