/**
 * A checklist's statistics (docs/STATISTICS.md), for whoever may read the checklist: the same
 * checks as reading it (the host's place visibility first: a hidden place is 404 like a missing
 * checklist, then `checklist.read`). A share link's visitor reads its own checklist's, the same
 * figures (http/share-scope.ts lets the call through, the policy keeps it to that checklist).
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistStatisticsDto, ChecklistStatisticsQuery } from '../../../shared/statistics';
import { authorize } from '../../policies/authorize';
import { notFound } from '../../errors';
import { nowIso } from '../../db/clock';
import type { PlaceVisibility } from '../places/place-visibility';
import { requireVisiblePlace } from '../places/placed-access';
import { statusNaming } from './site-statuses';
import { durationBetween } from './durations';

export async function checklistStatistics(
  deps: { repos: Repositories; visibility: PlaceVisibility },
  ctx: RequestContext,
  uid: string,
  query: ChecklistStatisticsQuery,
): Promise<ChecklistStatisticsDto> {
  const row = await deps.repos.checklists.find(ctx.tenantKey, uid);
  if (!row) throw notFound('errors.checklistNotFound');
  await requireVisiblePlace(deps, ctx, row);
  authorize(ctx, 'checklist.read', { uid: row.uid, templateUid: row.template_uid });
  const today = query.today ?? nowIso().slice(0, 10);
  const repo = deps.repos.checklistStatistics;
  const naming = await statusNaming(deps.repos, ctx.tenantKey);
  const [byStatus, overTime, contributions, skipped, overdue] = await Promise.all([
    repo.byStatus(ctx.tenantKey, uid),
    repo.settledByDay(ctx.tenantKey, uid, naming.openStatuses),
    repo.contributions(ctx.tenantKey, uid),
    repo.skipped(ctx.tenantKey, uid),
    repo.overdue(ctx.tenantKey, uid, today),
  ]);
  const figures: ChecklistStatisticsDto = {
    checklist: {
      uid: row.uid,
      title: row.title,
      templateUid: row.template_uid,
      status: row.status,
      createdAt: row.created_at,
      completedAt: row.completed_at,
    },
    today,
    progress: {
      settled: row.progress_done,
      total: row.progress_total,
      percent:
        row.progress_total === 0 ? 0 : Math.floor((row.progress_done / row.progress_total) * 100),
    },
    timeToCompleteMs: row.completed_at ? durationBetween(row.created_at, row.completed_at) : null,
    progressOverTime: overTime,
    itemsByStatus: byStatus.map((entry) => ({ ...entry, ...naming.describe(entry.status) })),
    contributions,
    skippedItems: skipped.map((item) => ({
      id: item.id,
      text: item.text,
      status: item.status,
      reason: item.skip_reason,
      by: item.status_set_by,
      at: item.status_set_at,
    })),
    overdueItems: overdue.map((item) => ({
      id: item.id,
      text: item.text,
      dueDate: item.due_date ?? '',
      assigneeId: item.assignee_id,
    })),
  };
  return ctx.credential === 'share' ? withoutPeople(figures) : figures;
}

/**
 * Through a share link the figures stay, the people go (docs/SHARING.md): a link shows one
 * checklist and nothing else of the site, so contributors are numbered, not named, and who
 * skipped or is assigned an item is left out.
 */
function withoutPeople(figures: ChecklistStatisticsDto): ChecklistStatisticsDto {
  return {
    ...figures,
    contributions: figures.contributions.map((entry, index) => ({
      ...entry,
      actorId: `contributor-${index + 1}`,
      actorName: null,
    })),
    skippedItems: figures.skippedItems.map((item) => ({ ...item, by: null })),
    overdueItems: figures.overdueItems.map((item) => ({ ...item, assigneeId: null })),
  };
}
