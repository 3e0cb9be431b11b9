/** DELETE /api/checklists/:uid/items/:itemId?version=: removes an item (structure). */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import { writeChecklist } from '../checklists/checklist-writer';
import { itemChanged, requireItem, type ItemView } from './item-writes';
import { placeOfRow } from '../checklists/checklist-place';

export async function removeItem(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  itemId: string,
  version: number,
): Promise<ItemView> {
  const { row } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.edit'],
    async (uow, checklist) => {
      const current = await requireItem(uow, ctx, uid, itemId);
      // The checklist's row is locked for this write: comparing versions here is race-free.
      if (current.version !== version) throw itemChanged(current);
      await uow.repos.signatures.delete(ctx.tenantKey, uid, itemId);
      await uow.repos.items.delete(ctx.tenantKey, uid, itemId);
      return {
        events: [
          {
            action: 'item_removed',
            checklistUid: uid,
            itemId,
            place: placeOfRow(checklist),
            before: {
              kind: current.kind,
              text: current.text,
              status: current.status,
              note: current.note,
            },
          },
        ],
        result: null,
        itemsChanged: true,
      };
    },
  );
  return { row, item: null, signature: undefined, canRemoveSignature: false };
}
