/**
 * A page of the site's checklists without those whose place the caller's host hides
 * (place-visibility.ts), with a total that counts only what is left:
 * - a list of one place (`placeKind` and `placeId`) asks about that place first: hidden, the
 *   list is empty, as for a place without checklists;
 * - portal users (and their keys) see no placed checklist: the query keeps standalone ones;
 * - otherwise the query leaves out the places the caller was lately found not to see, and the
 *   places of the page's rows are asked about (one host call per product, remembered). When
 *   that finds new hidden places, the page is read again without them, so it is full and the
 *   total counts none of the checklists on a place known hidden. Places on pages not shown yet
 *   are not asked about (a list of 100,000 stays one query and at most one host call): until
 *   they are, the total may count checklists on them, so it is an upper bound, exact once the
 *   hidden places were seen (docs/SECURITY.md).
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistFilter, ChecklistSort } from '../../db/repositories/checklists-list-queries';
import { placeKey, type PlaceVisibility } from './place-visibility';
import { placeOfChecklist } from './place-gate';

type ListAnswer = Awaited<ReturnType<Repositories['checklists']['list']>>;

/** Reads again at most this often when a page finds new hidden places. */
const MAX_ROUNDS = 3;

const empty = (): ListAnswer => ({ rows: [], total: 0, totalCapped: false });

export async function listVisible(
  deps: { repos: Repositories; visibility: PlaceVisibility },
  ctx: RequestContext,
  filter: ChecklistFilter,
  sort: ChecklistSort,
  page: { limit: number; offset: number },
): Promise<ListAnswer> {
  const list = (narrowed: ChecklistFilter) =>
    deps.repos.checklists.list(ctx.tenantKey, narrowed, sort, page);
  if (ctx.user.kind === 'portal') {
    if (filter.placeKind && filter.placeKind !== 'standalone') return empty();
    return list({ ...filter, placeKind: 'standalone' });
  }
  if (filter.placeKind && filter.placeId) {
    const sees = await deps.visibility.sees(ctx, { kind: filter.placeKind, id: filter.placeId });
    return sees ? list(filter) : empty();
  }
  for (let round = 1; ; round++) {
    const known = deps.visibility.knownHidden(ctx);
    const answer = await list(known.length ? { ...filter, hiddenPlaces: known } : filter);
    const hidden = await deps.visibility.hiddenAmong(ctx, answer.rows.map(placeOfChecklist));
    if (hidden.size === 0) return answer;
    const learned = new Set(deps.visibility.knownHidden(ctx));
    // Read again once the new hidden places are remembered: the query leaves them out.
    if (round < MAX_ROUNDS && [...hidden].every((place) => learned.has(place))) continue;
    const rows = answer.rows.filter((row) => !hidden.has(placeKey(placeOfChecklist(row))));
    return {
      ...answer,
      rows,
      total: Math.max(0, answer.total - (answer.rows.length - rows.length)),
    };
  }
}
