/**
 * A new issue gets its project's default templates for its issue type, exactly once: the
 * checklists and the record that the issue had its defaults are written in one transaction,
 * and the record's key decides between racing deliveries (Jira retries webhooks, and may send
 * one twice). The issue panel applies them as a fallback when the webhook never came, but only
 * to an issue created after the defaults were set: older issues are not owed them.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { JiraIssueRef } from '../../products/jira-site';
import { buildChecklist, storeChecklist, type NewChecklist } from '../checklists/create-checklist';
import { isProjectEnabled } from './enabled-projects';
import { nowIso } from '../../db/clock';

const eventKey = (issueId: string) => `defaults:${issueId}`;

export type DefaultsOccasion = 'issue-created' | 'panel-opened';

/** How many checklists the issue got (0 when it had them already or is owed none). */
export async function applyDefaultTemplates(
  deps: ServiceDeps,
  actor: RequestContext,
  issue: JiraIssueRef,
  occasion: DefaultsOccasion,
): Promise<number> {
  const { tenantKey } = actor;
  const defaults = (await deps.repos.jira.defaultTemplates(tenantKey, issue.projectId)).find(
    (d) => d.issueTypeId === issue.issueTypeId,
  );
  if (occasion === 'panel-opened') {
    if (!defaults || !issue.created || issue.created < defaults.updatedAt) return 0;
    if (await deps.repos.jira.eventHandled(tenantKey, eventKey(issue.id))) return 0;
  }
  const enabled = await isProjectEnabled(deps.repos, tenantKey, issue.projectId);
  const at = nowIso();
  const built: NewChecklist[] = [];
  if (enabled) {
    // A millisecond apart, so the issue shows them in the order the admin chose.
    const atIndex = (i: number) => new Date(Date.parse(at) + i).toISOString();
    for (const templateUid of defaults?.templateUids ?? []) {
      const template = await deps.repos.templates.find(tenantKey, templateUid);
      if (!template || template.archived) continue;
      built.push(
        await buildChecklist(
          deps,
          actor,
          {
            templateUid,
            place: { kind: 'jira_issue', id: issue.id, key: issue.key },
            assigneeId: null,
            dueDate: null,
          },
          atIndex(built.length),
        ),
      );
    }
  }
  // Recorded also when there was nothing to apply: defaults set later are not owed to it.
  return deps.run(async (uow) => {
    if (!(await uow.repos.jira.claimEvent(tenantKey, eventKey(issue.id), at))) return 0;
    for (const checklist of built) await storeChecklist(deps, uow, actor, checklist);
    return built.length;
  });
}
