/**
 * PUT and DELETE /api/checklists/:uid/items/:itemId/signature. Signing an unsigned signature
 * item is work every member does; removing a signature, or signing over one, is for the
 * signer, the template's managers and site admins (policies/checklist-policy.ts).
 */
import type { RequestContext } from '../../auth/request-context';
import type { Repositories } from '../../db/unit-of-work';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { ItemChanges, ItemRow } from '../../db/repositories/items-repository';
import { authorize } from '../../policies/authorize';
import { invalidInput, notFound } from '../../errors';
import type { ServiceDeps } from '../service-deps';
import { requireVisiblePlace } from '../places/placed-access';
import { writeChecklist } from '../checklists/checklist-writer';
import { templateManagersOf } from '../checklists/checklist-access';
import { parseSignatureImage } from '../signatures/signature-image';
import { applyItem, itemOutcome, requireItem, type ItemView } from './item-writes';
import { placeOfRow } from '../checklists/checklist-place';

/** Authorizes removing (or signing over) the item's present signature. */
async function authorizeRemoval(
  repos: Repositories,
  ctx: RequestContext,
  checklist: ChecklistRow,
  item: ItemRow,
) {
  const signature = await repos.signatures.find(ctx.tenantKey, item.checklist_uid, item.id);
  authorize(ctx, 'signature.remove', {
    signedBy: signature?.signed_by ?? '',
    archived: checklist.archived_at !== null,
    templateUid: checklist.template_uid,
    templateManagers: await templateManagersOf(repos, ctx.tenantKey, checklist.template_uid),
  });
}

/** The signature item to sign, once the caller may (sign over it, if it is signed already). */
async function signableItem(
  repos: Repositories,
  ctx: RequestContext,
  checklist: ChecklistRow,
  itemId: string,
): Promise<ItemRow> {
  const item = await repos.items.find(ctx.tenantKey, checklist.uid, itemId);
  if (!item) throw notFound('errors.itemNotFound');
  if (item.kind !== 'signature') throw invalidInput('errors.signatureNotSignatureItem');
  // Signing over a signature removes it: the same people may do it.
  if (item.signed === 1) await authorizeRemoval(repos, ctx, checklist, item);
  return item;
}

/**
 * Decoding an image costs up to a few hundred milliseconds: it happens only for someone who
 * may sign this item (checked again, authoritatively, inside the write).
 */
async function precheckSigning(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  itemId: string,
) {
  const checklist = await deps.repos.checklists.find(ctx.tenantKey, uid);
  if (!checklist) throw notFound('errors.checklistNotFound');
  await requireVisiblePlace(deps, ctx, checklist);
  authorize(ctx, 'checklist.work', {
    uid: checklist.uid,
    archived: checklist.archived_at !== null,
    templateUid: checklist.template_uid,
  });
  await signableItem(deps.repos, ctx, checklist, itemId);
}

/** A signature item is done while signed and open again once its signature is removed. */
const signedState = (ctx: RequestContext, at: string, signed: boolean): ItemChanges => ({
  status: signed ? 'done' : 'open',
  status_category: signed ? 'done' : 'open',
  status_set_by: ctx.user.id,
  status_set_at: at,
  signed: signed ? 1 : 0,
});

export async function signItem(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  itemId: string,
  input: { image: string; version: number },
): Promise<ItemView> {
  await precheckSigning(deps, ctx, uid, itemId);
  const parsed = parseSignatureImage(input.image);
  const { result: item, row } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.work'],
    async (uow, checklist, at) => {
      const current = await signableItem(uow.repos, ctx, checklist, itemId);
      const signed = await applyItem(uow, ctx, current, input.version, signedState(ctx, at, true));
      await uow.repos.signatures.put({
        checklist_uid: uid,
        item_id: itemId,
        tenant_key: ctx.tenantKey,
        mime_type: parsed.mimeType,
        data: parsed.base64,
        signed_by: ctx.user.id,
        signed_at: at,
      });
      return {
        events: [
          {
            action: 'signed',
            checklistUid: uid,
            itemId,
            place: placeOfRow(checklist),
            before: current.signed === 1 ? { signed: true } : undefined,
            after: { mimeType: parsed.mimeType },
          },
        ],
        result: signed,
        itemsChanged: true,
      };
    },
  );
  return itemOutcome(deps.repos, ctx, row, item);
}

export async function clearSignature(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  itemId: string,
  version: number,
): Promise<ItemView> {
  const { result: item, row } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.work'],
    async (uow, checklist, at) => {
      const current = await requireItem(uow, ctx, uid, itemId);
      if (current.kind !== 'signature') throw invalidInput('errors.signatureNotSignatureItem');
      if (current.signed !== 1) throw notFound('errors.signatureNotFound');
      await authorizeRemoval(uow.repos, ctx, checklist, current);
      const cleared = await applyItem(uow, ctx, current, version, signedState(ctx, at, false));
      await uow.repos.signatures.delete(ctx.tenantKey, uid, itemId);
      return {
        events: [
          { action: 'signature_cleared', checklistUid: uid, itemId, place: placeOfRow(checklist) },
        ],
        result: cleared,
        itemsChanged: true,
      };
    },
  );
  return itemOutcome(deps.repos, ctx, row, item);
}
