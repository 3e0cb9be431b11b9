/** Jira's calls to the app in tests: webhooks and post-function triggers, signed as Jira signs them. */
import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';
import { signPageToken } from '../../e2e/simulator/lib/host-tokens';
import { findUser } from '../../e2e/simulator/lib/directory';

export const issueJson = (id: string, key: string, issueTypeId = '10001', projectId = '10000') => ({
  id,
  key,
  fields: { project: { id: projectId, key: key.split('-')[0] }, issuetype: { id: issueTypeId } },
});

/** POST a path of the Jira app (`/jira/...`) signed for exactly that request. */
export function jiraCall(
  t: TestApp,
  path: string,
  body: object,
  options: { site?: string; identifier?: string; token?: string } = {},
) {
  const tenant = t.tenant(options.site ?? 'acme', 'jira');
  const token =
    options.token ?? signPageToken({ tenant, url: path.replace(/^\/jira/, ''), method: 'POST' });
  const request = t.http.post(path).set('Authorization', `JWT ${token}`);
  if (options.identifier) request.set('X-Atlassian-Webhook-Identifier', options.identifier);
  return request.send(body);
}

export function issueCreated(
  t: TestApp,
  issue: ReturnType<typeof issueJson>,
  options: { site?: string; identifier?: string; user?: string } = {},
) {
  const user = findUser(options.user ?? 'bob')!;
  return jiraCall(
    t,
    '/jira/webhooks/issue-created',
    {
      timestamp: Date.now(),
      webhookEvent: 'jira:issue_created',
      user: { accountId: user.accountId, displayName: user.displayName },
      issue,
    },
    { identifier: options.identifier ?? randomUUID(), ...options },
  );
}

export function transitioned(
  t: TestApp,
  kind: 'complete' | 'skip',
  issue: { id: string; key: string },
  config: object,
  options: { site?: string; identifier?: string; user?: string; timestamp?: number } = {},
) {
  const user = findUser(options.user ?? 'bob')!;
  return jiraCall(
    t,
    `/jira/workflow/${kind}-checklists/triggered`,
    {
      configuration: { value: JSON.stringify(config) },
      issue: { ...issue, fields: { summary: 'An issue' } },
      transition: {
        from_status: 'In Progress',
        to_status: 'Done',
        transitionId: 31,
        transitionName: 'Done',
        workflowId: 1,
        workflowName: 'Simulation workflow',
      },
      user: { accountId: user.accountId, displayName: user.displayName },
      timestamp: options.timestamp ?? Date.now(),
    },
    options,
  );
}
