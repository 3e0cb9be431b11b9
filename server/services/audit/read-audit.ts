/**
 * GET /api/checklists/:uid/audit (one checklist's log; a deleted checklist's log stays
 * readable) and GET /api/audit?placeKind=&placeId= (every checklist in one issue or page).
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { AuditRow, AuditScope } from '../../db/repositories/audit-repository';
import type { Page } from '../../../shared/pagination';
import type { AuditQuery } from '../../../shared/audit';
import { authorize } from '../../policies/authorize';
import { notFound } from '../../errors';
import type { PlaceVisibility } from '../places/place-visibility';

type Deps = { repos: Repositories; visibility: PlaceVisibility };

/** A page of a log, everyone in it (for the person filter) and its items' current texts. */
export interface AuditLogView extends Page<AuditRow> {
  actors: Pick<AuditRow, 'actor_kind' | 'actor_id' | 'actor_name'>[];
  /** By `itemTextKey(checklist uid, item id)`; a removed item has none. */
  itemTexts: Map<string, string>;
}

/** Where an item's text is in `AuditLogView.itemTexts`. */
export const itemTextKey = (checklistUid: string, itemId: string) => `${checklistUid}/${itemId}`;

async function readLog(
  repos: Repositories,
  ctx: RequestContext,
  scope: AuditScope,
  query: AuditQuery,
): Promise<AuditLogView> {
  const [{ rows, total }, actors] = await Promise.all([
    repos.audit.list(
      ctx.tenantKey,
      scope,
      { action: query.action, actorId: query.actorId },
      { limit: query.perPage, offset: (query.page - 1) * query.perPage },
    ),
    repos.audit.actors(ctx.tenantKey, scope),
  ]);
  // An event keeps only its item's id: the log names each item as its checklist has it now.
  const texts = await repos.items.textsOf(
    ctx.tenantKey,
    rows.flatMap((row) =>
      row.checklist_uid && row.item_id
        ? [{ checklistUid: row.checklist_uid, id: row.item_id }]
        : [],
    ),
  );
  const itemTexts = new Map(
    texts.map((item) => [itemTextKey(item.checklistUid, item.id), item.text]),
  );
  return { items: rows, page: query.page, perPage: query.perPage, total, actors, itemTexts };
}

export async function checklistAudit(
  deps: Deps,
  ctx: RequestContext,
  uid: string,
  query: AuditQuery,
): Promise<AuditLogView> {
  const { repos } = deps;
  const exists =
    (await repos.checklists.find(ctx.tenantKey, uid)) ??
    (await repos.audit.list(ctx.tenantKey, { checklistUid: uid }, {}, { limit: 1, offset: 0 }))
      .rows[0];
  if (!exists) throw notFound('errors.checklistNotFound');
  // A deleted checklist's events still name its place: a hidden one looks like no checklist.
  if (!(await deps.visibility.sees(ctx, { kind: exists.place_kind ?? '', id: exists.place_id })))
    throw notFound('errors.checklistNotFound');
  authorize(ctx, 'audit.read', {
    templateUid: 'template_uid' in exists ? exists.template_uid : null,
  });
  return readLog(repos, ctx, { checklistUid: uid }, query);
}

export async function placeAudit(
  deps: Deps,
  ctx: RequestContext,
  place: { kind: string; id: string },
  query: AuditQuery,
): Promise<AuditLogView> {
  authorize(ctx, 'audit.read', place);
  // An issue or page the caller may not see has no events for them, as one that never had any.
  if (!(await deps.visibility.sees(ctx, place)))
    return {
      items: [],
      page: query.page,
      perPage: query.perPage,
      total: 0,
      actors: [],
      itemTexts: new Map(),
    };
  return readLog(deps.repos, ctx, { place }, query);
}
