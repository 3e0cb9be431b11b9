/**
 * What our Forge apps' product events do (docs/FORGE.md, "Product events"): the same service
 * actions, rules and audit as Connect's webhooks and post functions
 * (host-calls/jira-webhook-routes.ts, jira-workflow-routes.ts), acting as Jira (`jira`) or the
 * workflow (`workflow`) for the person the event names.
 *
 * Forge retries a delivery up to four times. Each delivery has a key (sha256 of installation,
 * route and body: forge-event-routes.ts), recorded in `jira_handled_events` once it was handled
 * (forgotten after 30 days, like Connect's), so a retry changes nothing twice; the actions are
 * idempotent besides (defaults once per issue, an archived checklist stays archived, a post
 * function's run is recorded by its delivery).
 */
import type { RequestContext } from '../auth/request-context';
import type { ForgeCall } from '../auth/forge-verified-call';
import type { ServiceDeps } from '../services/service-deps';
import type { Logger } from '../logger';
import type { JiraIssueRef } from '../hosts/jira-site';
import { applyDefaultTemplates } from '../services/jira/apply-defaults';
import {
  archiveIssueChecklists,
  runPostFunction,
  transitionLabel,
} from '../services/jira/workflow-rules';
import { askJira } from '../services/jira/jira-tenant';
import { postFunctionConfigSchema, type PostFunctionKind } from '../../shared/jira';
import { invalidInput } from '../errors';
import { nowIso } from '../db/clock';
import type {
  ForgeInstalledEvent,
  ForgeIssueEvent,
  ForgePostFunctionEvent,
} from './forge-event-schemas';

export type EventDeps = { services: ServiceDeps; logger: Logger };

/** A verified event and the key of its delivery. */
export interface ForgeEvent extends ForgeCall {
  deliveryKey: string;
}

const APP_ARI_PREFIX = 'ari:cloud:ecosystem::app/';

function actorOf(event: ForgeEvent, kind: 'jira' | 'workflow', person?: string): RequestContext {
  return {
    tenantKey: event.tenant.clientKey,
    productType: event.tenant.productType,
    user: { kind, id: person ?? event.invocation.principal ?? 'jira', displayName: null },
    isAdmin: false,
    locale: 'en',
    hostContext: {},
    forge: event.remote,
  };
}

/** Runs `handle` unless this delivery was handled; records it once handled. */
async function once(
  services: ServiceDeps,
  event: ForgeEvent,
  handle: () => Promise<void>,
): Promise<boolean> {
  const key = `forge-delivery:${event.deliveryKey}`;
  const tenantKey = event.tenant.clientKey;
  if (await services.repos.jira.eventHandled(tenantKey, key)) return false;
  await handle();
  await services.run((uow) => uow.repos.jira.claimEvent(tenantKey, key, nowIso()));
  return true;
}

/** The issue as the event tells it, or (fields missing) as Jira tells it now. */
async function issueOf(
  services: ServiceDeps,
  event: ForgeEvent,
  issue: ForgeIssueEvent['issue'],
): Promise<JiraIssueRef | undefined> {
  const projectId = issue.fields?.project?.id;
  const issueTypeId = issue.fields?.issuetype?.id;
  if (projectId && issueTypeId) {
    return {
      id: issue.id,
      key: issue.key,
      projectId,
      projectKey: issue.fields?.project?.key ?? issue.key.split('-')[0] ?? '',
      issueTypeId,
    };
  }
  return askJira(() => services.jira.issue(event.tenant, issue.id));
}

export async function issueCreated(deps: EventDeps, event: ForgeEvent, body: ForgeIssueEvent) {
  let added = 0;
  const handled = await once(deps.services, event, async () => {
    const issue = await issueOf(deps.services, event, body.issue);
    if (!issue) return;
    const actor = actorOf(event, 'jira', body.atlassianId);
    added = await applyDefaultTemplates(deps.services, actor, issue, 'issue-created');
  });
  deps.logger.info(
    { tenant: event.tenant.clientKey, issue: body.issue.key, added, retried: !handled },
    'forge: issue created',
  );
}

export async function issueDeleted(deps: EventDeps, event: ForgeEvent, body: ForgeIssueEvent) {
  let archived = 0;
  const handled = await once(deps.services, event, async () => {
    const actor = actorOf(event, 'jira', body.atlassianId);
    archived = await archiveIssueChecklists(deps.services, actor, body.issue.id);
  });
  deps.logger.info(
    { tenant: event.tenant.clientKey, issue: body.issue.key, archived, retried: !handled },
    'forge: issue deleted',
  );
}

/** The rule's configuration (`config`, or `configuration`); unreadable means the defaults. */
function configOf(body: ForgePostFunctionEvent) {
  const { configuration } = body;
  const text =
    body.config ?? (typeof configuration === 'string' ? configuration : configuration?.value);
  let raw: unknown = {};
  try {
    raw = text ? (JSON.parse(text) as unknown) : {};
  } catch {
    raw = {};
  }
  const parsed = postFunctionConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : postFunctionConfigSchema.parse({});
}

export async function postFunctionTriggered(
  deps: EventDeps,
  event: ForgeEvent,
  kind: PostFunctionKind,
  body: ForgePostFunctionEvent,
) {
  const ran = await runPostFunction(
    deps.services,
    actorOf(event, 'workflow', body.atlassianId),
    kind,
    configOf(body),
    {
      issueId: body.issue.id,
      name: transitionLabel(
        body.transition?.transitionName,
        body.transition?.from?.name,
        body.transition?.to?.name,
      ),
      deliveryKey: `forge:${event.deliveryKey}`,
    },
  );
  deps.logger.info(
    { tenant: event.tenant.clientKey, issue: body.issue.key, kind, ran },
    'forge: post function triggered',
  );
}

/**
 * The app was installed: the tenant was recorded when the event's token was verified (as on
 * any first call, auth/forge-installations.ts); the event must name the token's app and site.
 */
export function installed(
  deps: EventDeps,
  event: ForgeEvent,
  product: 'jira' | 'confluence',
  body: ForgeInstalledEvent,
) {
  const appId = body.app.id.startsWith(APP_ARI_PREFIX) ? body.app.id : APP_ARI_PREFIX + body.app.id;
  const [, siteProduct, cloudId] = /^ari:cloud:(\w+)::site\/(.+)$/.exec(body.context) ?? [];
  if (
    appId !== event.invocation.appId ||
    siteProduct !== product ||
    cloudId !== event.invocation.cloudId
  ) {
    throw invalidInput('errors.forgeEventMismatch');
  }
  deps.logger.info(
    { tenant: event.tenant.clientKey, product, version: body.app.version ?? null },
    'forge: app installed',
  );
}
