/**
 * Who acts when Jira calls the app: Jira itself (`jira`, a webhook) or a workflow rule
 * (`workflow`), for the person Jira names in the payload, else the token's subject.
 */
import type { RequestContext } from '../auth/request-context';
import type { HostRequest } from '../auth/connect-request-token';

export function jiraActor(
  host: HostRequest,
  kind: 'jira' | 'workflow',
  person: { accountId?: string; displayName?: string } | undefined,
): RequestContext {
  return {
    tenantKey: host.tenantKey,
    productType: host.productType,
    user: {
      kind,
      id: person?.accountId ?? host.accountId ?? 'jira',
      displayName: person?.displayName ?? null,
    },
    isAdmin: false,
    locale: 'en',
    hostContext: {},
  };
}
