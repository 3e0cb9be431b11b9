/** Steps the item actions share: find an item, save it at its version, answer the result. */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories, UnitOfWork } from '../../db/unit-of-work';
import type { ItemChanges, ItemRow } from '../../db/repositories/items-repository';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ItemView } from '../checklists/checklist-views';
import type { TemplateManagers } from '../../policies/callers';
import { conflict, notFound } from '../../errors';
import { canRemoveSignature } from '../../policies/permissions';
import { templateManagersOf } from '../checklists/checklist-access';

export type { ItemView };

export async function requireItem(
  uow: UnitOfWork,
  ctx: RequestContext,
  uid: string,
  itemId: string,
): Promise<ItemRow> {
  const item = await uow.repos.items.find(ctx.tenantKey, uid, itemId);
  if (!item) throw notFound('errors.itemNotFound');
  return item;
}

/**
 * 409 with the item as it is now: the routes present it as the answer's `current`
 * (api/items/item-conflict.ts).
 */
export const itemChanged = (current: ItemRow) =>
  conflict('errors.itemChanged', undefined, { changedItem: current });

/** Applies `changes` at `version`, or answers 409 with the item as it is now. */
export async function applyItem(
  uow: UnitOfWork,
  ctx: RequestContext,
  item: ItemRow,
  version: number,
  changes: ItemChanges,
): Promise<ItemRow> {
  const saved = await uow.repos.items.update(
    ctx.tenantKey,
    item.checklist_uid,
    item.id,
    version,
    changes,
  );
  if (!saved) throw itemChanged(item);
  return { ...item, ...changes, version: version + 1 };
}

/** The checklist's template, for the people check (asked only when a portal user is named). */
export const checklistTemplate = async (
  deps: { repos: Repositories },
  ctx: RequestContext,
  uid: string,
): Promise<string | null> =>
  (await deps.repos.checklists.find(ctx.tenantKey, uid))?.template_uid ?? null;

export async function itemOutcome(
  repos: Repositories,
  ctx: RequestContext,
  row: ChecklistRow,
  item: ItemRow | null,
  managers?: TemplateManagers | null,
): Promise<ItemView> {
  // Most writes are status changes of unsigned items: no signature, nothing more to read.
  const signature =
    item?.signed === 1 ? await repos.signatures.find(ctx.tenantKey, row.uid, item.id) : undefined;
  const mayRemove =
    signature !== undefined &&
    canRemoveSignature(ctx, {
      signedBy: signature.signed_by,
      archived: row.archived_at !== null,
      templateUid: row.template_uid,
      templateManagers:
        managers === undefined
          ? await templateManagersOf(repos, ctx.tenantKey, row.template_uid)
          : managers,
    });
  return { row, item, signature, canRemoveSignature: mayRemove };
}
