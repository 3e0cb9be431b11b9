/**
 * What Jira sends the app on its own: webhooks (`jira:issue_created`, `jira:issue_deleted`)
 * and the post functions' `triggered` calls. Each is a POST to the URL the descriptor names,
 * signed with the installation's shared secret and a `qsh` for exactly that request, with an
 * `X-Atlassian-Webhook-Identifier` that stays the same when Jira delivers it again. A delivery
 * that fails is retried (3 tries, 200 ms and 400 ms apart); `deliveries: 2` sends the same
 * delivery twice, `concurrent` at the same time.
 */
import { randomUUID } from 'node:crypto';
import { signPageToken } from '../lib/host-tokens';
import { findUser, type SimUser } from '../lib/directory';
import { findProject } from './fixtures';
import type { SimContext, SiteRuntime } from './context';
import type { LiveIssue } from './jira-data';
import { forgeIssueEvent } from '../forge/forge-jira-events';
import { forgeHostOf } from '../forge/forge-host';
import {
  deliverWithRetries,
  postForStatus,
  type DeliveryRepeat,
  type RetryPolicy,
} from './event-delivery';

export type Delivery = DeliveryRepeat;

/** Jira tries a delivery 3 times, 200 ms and 400 ms apart. */
const RETRIES: RetryPolicy = { tries: 3, firstBackoffMs: 200 };

/** Sends one delivery to the app's `path` (relative to its base URL), with Jira's retries. */
export async function deliver(
  sim: SimContext,
  site: SiteRuntime,
  kind: string,
  path: string,
  body: unknown,
  options: Delivery = {},
): Promise<number[]> {
  const tenant = sim.tenant(site.name, 'jira');
  if (!tenant) return [];
  const identifier = randomUUID();
  const json = JSON.stringify(body);
  const attempt = async (tryNumber: number) => {
    // A fresh token per try, bound to the request, as Jira signs each one.
    const token = signPageToken({ tenant, url: path, method: 'POST', expiresInSeconds: 180 });
    const status = await postForStatus(`${tenant.appBaseUrl}${path}`, {
      headers: {
        Authorization: `JWT ${token}`,
        'Content-Type': 'application/json',
        'X-Atlassian-Webhook-Identifier': identifier,
      },
      body: json,
    });
    sim.state.record(site.name, kind, { path, identifier, attempt: tryNumber, status });
    return status;
  };
  return deliverWithRetries(attempt, RETRIES, options);
}

export function issueJson(site: SiteRuntime, issue: LiveIssue) {
  const project = findProject(issue.projectKey)!;
  return {
    id: issue.id,
    key: issue.key,
    self: `${site.origin}/rest/api/2/issue/${issue.id}`,
    fields: {
      summary: issue.summary,
      created: issue.created,
      status: { name: issue.status },
      issuetype: { id: issue.issueTypeId, name: issue.issueTypeName },
      project: { id: project.id, key: project.key, name: project.name },
    },
  };
}

const person = (user: SimUser | undefined) =>
  user ? { accountId: user.accountId, displayName: user.displayName } : undefined;

/** The app's webhook URL for an event, from the installed descriptor. */
export function webhookPath(sim: SimContext, event: string): string | undefined {
  const hooks = (sim.descriptor('jira')?.modules.webhooks ?? []) as {
    event: string;
    url: string;
  }[];
  return hooks.find((h) => h.event === event)?.url;
}

export async function issueEvent(
  sim: SimContext,
  site: SiteRuntime,
  event: 'jira:issue_created' | 'jira:issue_deleted',
  issue: LiveIssue,
  userId: string,
  options: Delivery = {},
): Promise<number[]> {
  if (site.forge) {
    const forge = forgeHostOf(sim);
    return forge ? forgeIssueEvent(forge, site, event, issue, userId, options) : [];
  }
  const path = webhookPath(sim, event);
  if (!path) return [];
  return deliver(
    sim,
    site,
    'webhook',
    path,
    {
      timestamp: Date.now(),
      webhookEvent: event,
      issue_event_type_name: event === 'jira:issue_created' ? 'issue_created' : 'issue_deleted',
      user: person(findUser(userId)),
      issue: issueJson(site, issue),
    },
    options,
  );
}

export { person };
