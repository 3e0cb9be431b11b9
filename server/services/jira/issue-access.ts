/** The issue a person works on, as Jira knows it: it must exist and be one they can see. */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { JiraIssueRef } from '../../products/jira-site';
import { notFound } from '../../errors';
import { askJira, jiraTenant } from './jira-tenant';

export async function visibleIssue(
  deps: Pick<ServiceDeps, 'tenants' | 'jira'>,
  ctx: RequestContext,
  issueId: string,
): Promise<JiraIssueRef> {
  const tenant = await jiraTenant(deps, ctx);
  const [issue, canBrowse] = await askJira(() =>
    Promise.all([
      deps.jira.issue(tenant, issueId),
      deps.jira.canBrowseIssue(tenant, ctx.user.id, issueId),
    ]),
  );
  // An issue the person cannot see looks exactly like one that does not exist.
  if (!issue || !canBrowse) throw notFound('errors.issueNotVisible');
  return issue;
}
