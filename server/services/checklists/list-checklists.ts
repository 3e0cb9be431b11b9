/** GET /api/checklists: one page of the site's checklists, filtered and sorted. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistSummaryView } from '../checklists/checklist-views';
import type { ListChecklistsQuery } from '../../../shared/checklists';
import type { Page } from '../../../shared/pagination';
import { authorize, SITE } from '../../policies/authorize';
import { checklistPermissions } from '../../policies/permissions';
import { isPortalUser } from '../../policies/callers';
import { accessOf, everyoneEdits } from './checklist-access';
import type { PlaceVisibility } from '../places/place-visibility';
import { listVisible } from '../places/visible-list';

type ListedRow = Awaited<ReturnType<Repositories['checklists']['rowsByUids']>>[number];

export async function listChecklists(
  deps: { repos: Repositories; visibility: PlaceVisibility },
  ctx: RequestContext,
  query: ListChecklistsQuery,
): Promise<Page<ChecklistSummaryView>> {
  authorize(ctx, 'checklist.read', SITE);
  const [{ rows, total, totalCapped }, everyone] = await Promise.all([
    listVisible(
      deps,
      ctx,
      {
        status: query.status,
        templateUid: query.templateUid,
        assigneeId: query.assigneeId,
        placeKind: query.placeKind,
        placeId: query.placeId,
        search: query.search,
        ...(isPortalUser(ctx) ? { portalUid: ctx.user.id } : {}),
      },
      query.sort,
      { limit: query.perPage, offset: (query.page - 1) * query.perPage },
    ),
    everyoneEdits(deps.repos, ctx.tenantKey),
  ]);
  return {
    items: summaryViews(ctx, rows, everyone),
    page: query.page,
    perPage: query.perPage,
    total,
    totalCapped,
  };
}

/** A list's rows (with their template's title and managers) as views with the caller's rights. */
export function summaryViews(
  ctx: RequestContext,
  rows: ListedRow[],
  everyone: boolean,
): ChecklistSummaryView[] {
  return rows.map((row) => {
    const managers =
      row.template_owner_id === null
        ? null
        : {
            uid: row.template_uid ?? '',
            ownerId: row.template_owner_id,
            editorIds: JSON.parse(row.template_editor_ids ?? '[]') as string[],
          };
    return {
      row,
      templateTitle: row.template_title,
      permissions: checklistPermissions(ctx, accessOf(row, managers, everyone)),
    };
  });
}
