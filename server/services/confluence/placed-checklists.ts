/**
 * The list macro (GET /api/confluence/checklists) and the page panel
 * (GET /api/confluence/pages/:pageId/checklists): checklists with their progress and the page
 * each lives on, with the caller's rights.
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { ChecklistSummaryView } from '../checklists/checklist-views';
import type { PlacedChecklistView } from '../confluence/confluence-views';
import type { PlacedPage } from '../../db/repositories/confluence-repository';
import { chosenUids, type ListMacroQuery, type MacroPageDto } from '../../../shared/confluence';
import type { Page } from '../../../shared/pagination';
import { authorize, SITE } from '../../policies/authorize';
import { summaryViews } from '../checklists/list-checklists';
import { everyoneEdits } from '../checklists/checklist-access';
import { confluenceTenant, pageDto, visiblePage } from './confluence-page';
import { visibleRows } from '../places/placed-access';
import { listVisible } from '../places/visible-list';

const asPage = (placed: PlacedPage | undefined): MacroPageDto | null =>
  placed ? { id: placed.pageId, title: placed.title, spaceKey: placed.spaceKey } : null;

async function withPages(
  deps: ServiceDeps,
  ctx: RequestContext,
  views: ChecklistSummaryView[],
): Promise<PlacedChecklistView[]> {
  const pages = await deps.repos.confluence.pagesOf(
    ctx.tenantKey,
    views.map((v) => v.row.uid),
  );
  return views.map((view) => ({ ...view, page: asPage(pages.get(view.row.uid)) }));
}

/** Chosen checklists in the order the macro names them, or the site's that match the filter. */
export async function listMacroChecklists(
  deps: ServiceDeps,
  ctx: RequestContext,
  query: ListMacroQuery,
): Promise<Page<PlacedChecklistView>> {
  authorize(ctx, 'checklist.read', SITE);
  await confluenceTenant(deps, ctx);
  const everyone = await everyoneEdits(deps.repos, ctx.tenantKey);
  const offset = (query.page - 1) * query.perPage;
  const chosen = chosenUids(query.checklists);
  if (chosen.length > 0) {
    // Chosen ones on a page or issue the caller may not see are left out, as if deleted.
    const rows = await visibleRows(
      deps,
      ctx,
      await deps.repos.checklists.rowsByUids(ctx.tenantKey, chosen),
    );
    const order = new Map(chosen.map((uid, index) => [uid, index]));
    rows.sort((a, b) => (order.get(a.uid) ?? 0) - (order.get(b.uid) ?? 0));
    const pageRows = rows.slice(offset, offset + query.perPage);
    return {
      items: await withPages(deps, ctx, summaryViews(ctx, pageRows, everyone)),
      page: query.page,
      perPage: query.perPage,
      total: rows.length,
    };
  }
  const { rows, total, totalCapped } = await listVisible(
    deps,
    ctx,
    {
      status: query.status || undefined,
      templateUid: query.templateUid || undefined,
      assigneeId: query.assigneeId || undefined,
      spaceKey: query.spaceKey || undefined,
      label: query.label || undefined,
    },
    'updated',
    { limit: query.perPage, offset },
  );
  return {
    items: await withPages(deps, ctx, summaryViews(ctx, rows, everyone)),
    page: query.page,
    perPage: query.perPage,
    total,
    ...(totalCapped ? { totalCapped } : {}),
  };
}

/** The page's checklists (its macros', first placed first), for the page panel. */
export async function pageChecklists(
  deps: ServiceDeps,
  ctx: RequestContext,
  pageId: string,
): Promise<{ page: MacroPageDto; checklists: PlacedChecklistView[] }> {
  authorize(ctx, 'checklist.read', SITE);
  const { page } = await visiblePage(deps, ctx, pageId);
  const macros = await deps.repos.confluence.pageMacros(ctx.tenantKey, page.id);
  const uids = [...new Set(macros.map((m) => m.checklist_uid))];
  const [placed, everyone] = await Promise.all([
    deps.repos.checklists.rowsByUids(ctx.tenantKey, uids),
    everyoneEdits(deps.repos, ctx.tenantKey),
  ]);
  // A macro may show a checklist chosen from another page or issue the caller may not see.
  const rows = await visibleRows(deps, ctx, placed);
  const order = new Map(uids.map((uid, index) => [uid, index]));
  rows.sort((a, b) => (order.get(a.uid) ?? 0) - (order.get(b.uid) ?? 0));
  const at = pageDto(page);
  return {
    page: at,
    checklists: summaryViews(ctx, rows, everyone).map((view) => ({ ...view, page: at })),
  };
}
