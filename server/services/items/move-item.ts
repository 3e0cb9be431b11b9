/** POST /api/checklists/:uid/items/:itemId/move: puts an item after another (structure). */
import type { RequestContext } from '../../auth/request-context';
import { invalidInput, notFound } from '../../errors';
import type { ServiceDeps } from '../service-deps';
import { writeChecklist } from '../checklists/checklist-writer';
import { positionAfter } from './item-positions';
import { applyItem, itemOutcome, type ItemView } from './item-writes';
import { placeOfRow } from '../checklists/checklist-place';

export async function moveItem(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  itemId: string,
  input: { afterItemId: string | null; version: number },
): Promise<ItemView> {
  const { result: item, row } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.edit'],
    async (uow, checklist) => {
      const items = await uow.repos.items.list(ctx.tenantKey, uid);
      const from = items.findIndex((i) => i.id === itemId);
      const current = items[from];
      if (!current) throw notFound('errors.itemNotFound');
      const others = items.filter((i) => i.id !== itemId);
      const anchor =
        input.afterItemId === null ? -1 : others.findIndex((i) => i.id === input.afterItemId);
      if (input.afterItemId !== null && anchor < 0) throw invalidInput('errors.itemAnchorNotFound');
      const position = await positionAfter(uow, ctx.tenantKey, uid, others, anchor);
      const moved = await applyItem(uow, ctx, current, input.version, { position });
      return {
        events: [
          {
            action: 'item_moved',
            checklistUid: uid,
            itemId,
            place: placeOfRow(checklist),
            before: { index: from },
            after: { index: anchor + 1 },
          },
        ],
        result: moved,
      };
    },
  );
  return itemOutcome(deps.repos, ctx, row, item, null);
}
