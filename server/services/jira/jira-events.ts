/**
 * Jira's product events, one typed event each whichever host delivered it (docs/JIRA.md,
 * "Events"): a Connect webhook or post function (hosts/connect/) and a Forge trigger or post
 * function event (hosts/forge/) both arrive here, and the host's adapter only verifies the call,
 * parses its body into a JiraEvent and names the delivery.
 * - `issueCreated`: the project's default templates for the issue's type (apply-defaults.ts);
 * - `issueDeleted`: the issue's checklists are archived, kept for the audit log;
 * - `postFunction`: "Complete checklists" or "Skip checklists" ran on a transition
 *   (workflow-rules.ts).
 * The actor is the host acting for a person (a HostCallContext: `jira` or `workflow`).
 *
 * A delivery is handled once: its key (the same for the host's retries of it) is recorded in
 * `jira_handled_events` when it was handled (forgotten after 30 days; hosts redeliver for
 * hours), so a retried or doubled delivery changes nothing twice. A handler that fails records
 * nothing: the host's retry does the work. The actions are idempotent besides (defaults once
 * per issue, an archived checklist stays archived, a completed item stays completed).
 */
import type { HostCallContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { JiraIssueRef } from '../../products/jira-site';
import { postFunctionConfigSchema, type PostFunctionKind } from '../../../shared/jira';
import { nowIso } from '../../db/clock';
import { applyDefaultTemplates } from './apply-defaults';
import { archiveIssueChecklists, runPostFunction, transitionLabel } from './workflow-rules';
import { askJira } from './jira-tenant';

/** The issue as the event tells it: project and type when the payload carries them. */
export interface EventIssue {
  id: string;
  key: string;
  projectId?: string | undefined;
  projectKey?: string | undefined;
  issueTypeId?: string | undefined;
}

export type JiraEvent =
  | { type: 'issueCreated'; issue: EventIssue }
  | { type: 'issueDeleted'; issue: EventIssue }
  | {
      type: 'postFunction';
      rule: PostFunctionKind;
      issue: EventIssue;
      /** The rule's stored configuration as Jira sends it (JSON text); unreadable → defaults. */
      configuration: string | undefined;
      transition: { name?: string | undefined; from?: string | undefined; to?: string | undefined };
    };

/** How the hosts' adapters name an event in their log lines. */
export const JIRA_EVENT_LOG_NAMES: Record<JiraEvent['type'], string> = {
  issueCreated: 'issue created',
  issueDeleted: 'issue deleted',
  postFunction: 'post function triggered',
};

/** One delivery of an event: the key is the same for every retry of it. */
export interface JiraDelivery {
  key: string;
  event: JiraEvent;
}

export interface JiraEventOutcome {
  /** False when this delivery was handled before (nothing was done again). */
  handled: boolean;
  /** Checklists added (issueCreated), archived (issueDeleted) or run on (postFunction). */
  checklists: number;
}

/** The rule's configuration; a missing or unreadable one means the defaults. */
export function postFunctionConfigOf(text: string | undefined) {
  let raw: unknown = {};
  try {
    raw = text ? (JSON.parse(text) as unknown) : {};
  } catch {
    raw = {};
  }
  const parsed = postFunctionConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : postFunctionConfigSchema.parse({});
}

/** The issue with its project and type: from the event, else (fields missing) from Jira now. */
async function issueRefOf(
  deps: ServiceDeps,
  ctx: HostCallContext,
  issue: EventIssue,
): Promise<JiraIssueRef | undefined> {
  if (issue.projectId && issue.issueTypeId) {
    return {
      id: issue.id,
      key: issue.key,
      projectId: issue.projectId,
      projectKey: issue.projectKey ?? issue.key.split('-')[0] ?? '',
      issueTypeId: issue.issueTypeId,
    };
  }
  const tenant = await deps.tenants.find(ctx.tenantKey);
  return tenant ? askJira(() => deps.jira.issue(tenant, issue.id)) : undefined;
}

async function act(deps: ServiceDeps, ctx: HostCallContext, event: JiraEvent): Promise<number> {
  switch (event.type) {
    case 'issueCreated': {
      const issue = await issueRefOf(deps, ctx, event.issue);
      return issue ? applyDefaultTemplates(deps, ctx, issue, 'issue-created') : 0;
    }
    case 'issueDeleted':
      return archiveIssueChecklists(deps, ctx, event.issue.id);
    case 'postFunction':
      return runPostFunction(
        deps,
        ctx,
        event.rule,
        postFunctionConfigOf(event.configuration),
        event.issue.id,
        transitionLabel(event.transition.name, event.transition.from, event.transition.to),
      );
  }
}

export async function handleJiraEvent(
  deps: ServiceDeps,
  ctx: HostCallContext,
  delivery: JiraDelivery,
): Promise<JiraEventOutcome> {
  const key = `delivery:${delivery.key}`;
  if (await deps.repos.jira.eventHandled(ctx.tenantKey, key)) {
    return { handled: false, checklists: 0 };
  }
  const checklists = await act(deps, ctx, delivery.event);
  await deps.run((uow) => uow.repos.jira.claimEvent(ctx.tenantKey, key, nowIso()));
  return { handled: true, checklists };
}

/** Forgets deliveries handled more than `days` ago (hosts redeliver for hours, not weeks). */
export async function forgetOldDeliveries(deps: ServiceDeps, days: number): Promise<void> {
  await deps.repos.jira.forgetEventsBefore(new Date(Date.now() - days * 86_400_000).toISOString());
}
