/**
 * The reads of placed checklists, narrowed by what the host lets the caller see
 * (place-visibility.ts): one checklist (hidden = 404, like a missing one) and a page of rows
 * (the hidden ones left out, one host call per product for the page).
 */
import type { RequestContext } from '../../auth/request-context';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { MessageKey } from '../../i18n/messages';
import { notFound } from '../../errors';
import { placeKey, type PlaceVisibility } from './place-visibility';
import { placeOfChecklist } from './place-gate';

type Deps = { visibility: PlaceVisibility };

/** 404 (`missingKey`, as for a checklist that does not exist) unless the caller sees its place. */
export async function requireVisiblePlace(
  deps: Deps,
  ctx: RequestContext,
  row: Pick<ChecklistRow, 'place_kind' | 'place_id'>,
  missingKey: MessageKey = 'errors.checklistNotFound',
): Promise<void> {
  const place = { kind: row.place_kind, id: row.place_id };
  if (!(await deps.visibility.sees(ctx, place))) throw notFound(missingKey);
}

/** Whether the caller sees the checklist's place (for reads that treat hidden as absent). */
export const seesChecklist = (deps: Deps, ctx: RequestContext, row: ChecklistRow) =>
  deps.visibility.sees(ctx, placeOfChecklist(row));

/** The rows whose places the caller sees, in their order. */
export async function visibleRows<R extends ChecklistRow>(
  deps: Deps,
  ctx: RequestContext,
  rows: readonly R[],
): Promise<R[]> {
  const hidden = await deps.visibility.hiddenAmong(ctx, rows.map(placeOfChecklist));
  return hidden.size === 0
    ? [...rows]
    : rows.filter((row) => !hidden.has(placeKey(placeOfChecklist(row))));
}
