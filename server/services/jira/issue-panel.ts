/**
 * GET /api/jira/issues/:issueId/panel: what the issue panel shows. The issue is read from Jira
 * (never from the page's parameters) and must be one the person can see; a project that is
 * not enabled shows no checklists. The project's default templates are applied first when
 * the issue is owed them (apply-defaults.ts).
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { IssuePanelDto } from '../../../shared/jira';
import type { ChecklistView } from '../checklists/checklist-views';
import { authorize } from '../../policies/authorize';
import { readChecklist } from '../checklists/read-checklist';
import { asJira } from './jira-tenant';
import { visibleIssue } from './issue-access';
import { isProjectEnabled } from './enabled-projects';
import { applyDefaultTemplates } from './apply-defaults';

export interface IssuePanel extends Omit<IssuePanelDto, 'checklists'> {
  checklists: ChecklistView[];
}

export async function openIssuePanel(
  deps: ServiceDeps,
  ctx: RequestContext,
  issueId: string,
): Promise<IssuePanel> {
  const issue = await visibleIssue(deps, ctx, issueId);
  authorize(ctx, 'jira.issue', { canBrowse: true });
  const projectEnabled = await isProjectEnabled(deps.repos, ctx.tenantKey, issue.projectId);
  if (projectEnabled) await applyDefaultTemplates(deps, asJira(ctx), issue, 'panel-opened');
  const rows = projectEnabled ? await deps.repos.jira.issueChecklists(ctx.tenantKey, issueId) : [];
  const checklists = await Promise.all(rows.map((row) => readChecklist(deps, ctx, row.uid)));
  return {
    issue: {
      id: issue.id,
      key: issue.key,
      projectId: issue.projectId,
      issueTypeId: issue.issueTypeId,
    },
    projectEnabled,
    checklists,
  };
}
