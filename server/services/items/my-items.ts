/**
 * "My items" (docs/PRODUCT.md): the open tasks assigned to the caller across the checklists
 * they may see, overdue first, then by due date. What the caller sees is what the checklists'
 * reads allow: portal users their reach (standalone checklists of the templates they were
 * invited to), everyone else every checklist whose place their host shows them
 * (place-visibility.ts), asked as visible-list.ts does for the list of checklists.
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type {
  AssignedItemRow,
  AssignedItemsFilter,
} from '../../db/repositories/assigned-items-repository';
import type { MyItemsCountQuery, MyItemsQuery } from '../../../shared/my-items';
import type { Page } from '../../../shared/pagination';
import { authorize, can, SITE } from '../../policies/authorize';
import { nowIso } from '../../db/clock';
import { placeKey, type PlaceRef, type PlaceVisibility } from '../places/place-visibility';

/** Reads again at most this often when a page finds new hidden places (as visible-list.ts). */
const MAX_ROUNDS = 3;

export interface MyItemView {
  row: AssignedItemRow;
  overdue: boolean;
  canWork: boolean;
}

type Deps = { repos: Repositories; visibility: PlaceVisibility };

const placeOf = (row: AssignedItemRow): PlaceRef => ({ kind: row.place_kind, id: row.place_id });

function filterFor(deps: Deps, ctx: RequestContext): AssignedItemsFilter {
  const filter: AssignedItemsFilter = { tenantKey: ctx.tenantKey, assigneeId: ctx.user.id };
  if (ctx.user.kind === 'portal') return { ...filter, portalUid: ctx.user.id };
  const known = deps.visibility.knownHidden(ctx);
  return known.length ? { ...filter, hiddenPlaces: known } : filter;
}

const todayOr = (today: string | undefined) => today ?? nowIso().slice(0, 10);

export async function listMyItems(
  deps: Deps,
  ctx: RequestContext,
  query: MyItemsQuery,
): Promise<Page<MyItemView>> {
  authorize(ctx, 'checklist.read', SITE);
  const today = todayOr(query.today);
  const page = { limit: query.perPage, offset: (query.page - 1) * query.perPage };
  let answer = await deps.repos.assignedItems.page(filterFor(deps, ctx), page);
  if (ctx.user.kind !== 'portal') {
    for (let round = 1; ; round++) {
      const hidden = await deps.visibility.hiddenAmong(ctx, answer.rows.map(placeOf));
      if (hidden.size === 0) break;
      const learned = new Set(deps.visibility.knownHidden(ctx));
      if (round < MAX_ROUNDS && [...hidden].every((place) => learned.has(place))) {
        answer = await deps.repos.assignedItems.page(filterFor(deps, ctx), page);
        continue;
      }
      const rows = answer.rows.filter((row) => !hidden.has(placeKey(placeOf(row))));
      answer = { rows, total: Math.max(0, answer.total - (answer.rows.length - rows.length)) };
      break;
    }
  }
  return {
    items: answer.rows.map((row) => ({
      row,
      overdue: row.due_date !== null && row.due_date < today,
      canWork: can(ctx, 'checklist.work', {
        uid: row.checklist_uid,
        archived: row.archived_at !== null,
        templateUid: row.template_uid,
      }),
    })),
    page: query.page,
    perPage: query.perPage,
    total: answer.total,
  };
}

/**
 * The user menu's count: no host call (places known hidden are left out), so it may count
 * items on a place the host hides until a list has asked about it.
 */
export async function countMyItems(
  deps: Deps,
  ctx: RequestContext,
  query: MyItemsCountQuery,
): Promise<{ open: number; overdue: number }> {
  authorize(ctx, 'checklist.read', SITE);
  const { total, overdue } = await deps.repos.assignedItems.count(
    filterFor(deps, ctx),
    todayOr(query.today),
  );
  return { open: total, overdue };
}
