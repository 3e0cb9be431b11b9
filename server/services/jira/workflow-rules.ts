/**
 * The workflow post functions, run when Jira calls `triggered` after a transition:
 * - "Complete checklists": every open task of the chosen checklists (skipped ones aside) is
 *   ticked; open mandatory ones only when the rule says so, otherwise such a checklist stays
 *   open (signatures are never signed by a rule). A checklist whose required items are then done is completed by the
 *   core's rule.
 * - "Skip checklists": every chosen checklist not yet completed or skipped is skipped, with the
 *   transition as its reason.
 * The actor is the workflow, for the person who transitioned (audit kind `workflow`). Each step
 * leaves a checklist as it is when repeated; a delivery is handled once (jira-events.ts).
 */
import type { RequestContext } from '../../auth/request-context';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ServiceDeps } from '../service-deps';
import type { AuditEntry } from '../audit/audit-writer';
import type { PostFunctionConfig, PostFunctionKind } from '../../../shared/jira';
import { writeChecklist } from '../checklists/checklist-writer';
import { placeOfRow } from '../checklists/checklist-place';
import { skipChange } from '../checklists/skip-reopen-checklist';
import { archiveChange } from '../checklists/archive-checklist';

const chosen = (rows: ChecklistRow[], config: PostFunctionConfig) =>
  config.checklists === 'all'
    ? rows
    : rows.filter((r) => r.template_uid !== null && config.templateUids.includes(r.template_uid));

async function completeOne(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  tickMandatory: boolean,
): Promise<void> {
  await writeChecklist(deps, ctx, uid, ['checklist.work'], async (uow, row, at) => {
    // A completed checklist may still have optional tasks open: they are ticked too.
    if (row.skipped_at) return { events: [], result: undefined };
    const items = await uow.repos.items.list(ctx.tenantKey, uid);
    const events: AuditEntry[] = [];
    for (const item of items) {
      if (item.kind !== 'task' || item.status_category !== 'open') continue;
      if (item.mandatory === 1 && !tickMandatory) continue;
      const saved = await uow.repos.items.update(ctx.tenantKey, uid, item.id, item.version, {
        status: 'done',
        status_category: 'done',
        status_set_by: ctx.user.id,
        status_set_at: at,
        skip_reason: null,
      });
      if (!saved) continue;
      events.push({
        action: 'status_changed',
        checklistUid: uid,
        itemId: item.id,
        place: placeOfRow(row),
        before: { status: item.status },
        after: { status: 'done' },
      });
    }
    return { events, result: undefined, itemsChanged: events.length > 0 };
  });
}

/**
 * How a transition is named in the audit log: its name, then `(from → to)` when both statuses
 * are known; 'Workflow transition' when Jira told neither (Connect and Forge name them alike).
 */
export function transitionLabel(name?: string, from?: string, to?: string): string {
  const path = from && to ? `(${from} → ${to})` : '';
  return [name, path].filter(Boolean).join(' ') || 'Workflow transition';
}

/** Runs one post function on the issue's chosen checklists; how many it ran on. */
export async function runPostFunction(
  deps: ServiceDeps,
  ctx: RequestContext,
  kind: PostFunctionKind,
  config: PostFunctionConfig,
  issueId: string,
  transitionName: string,
): Promise<number> {
  const rows = chosen(await deps.repos.jira.issueChecklists(ctx.tenantKey, issueId), config);
  for (const row of rows) {
    if (kind === 'complete') await completeOne(deps, ctx, row.uid, config.tickMandatory);
    else {
      const skip = skipChange(ctx, transitionName, 'unchanged');
      await writeChecklist(deps, ctx, row.uid, ['checklist.edit'], skip);
    }
  }
  return rows.length;
}

/** A deleted issue: its checklists are archived (kept for the audit log), once. */
export async function archiveIssueChecklists(
  deps: ServiceDeps,
  ctx: RequestContext,
  issueId: string,
): Promise<number> {
  const rows = await deps.repos.jira.issueChecklists(ctx.tenantKey, issueId);
  const archive = archiveChange(true, 'issue-deleted');
  for (const row of rows) await writeChecklist(deps, ctx, row.uid, ['checklist.archive'], archive);
  return rows.length;
}
