/** POST /api/checklists/:uid/items: a new item, at the end or after another (structure). */
import type { RequestContext } from '../../auth/request-context';
import type { z } from 'zod';
import type { addItemSchema } from '../../../shared/checklists';
import { newItemId } from '../../lib/ids';
import { invalidInput } from '../../errors';
import type { ServiceDeps } from '../service-deps';
import { writeChecklist } from '../checklists/checklist-writer';
import { positionAfter } from './item-positions';
import { newItemRow } from './new-item-row';
import { checklistTemplate, itemOutcome, type ItemView } from './item-writes';
import { placeOfRow } from '../checklists/checklist-place';
import { checkPeople } from '../people/people-check';

export async function addItem(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  input: z.output<typeof addItemSchema>,
): Promise<ItemView> {
  await checkPeople(deps, ctx, [input.assigneeId], {
    templateUid: () => checklistTemplate(deps, ctx, uid),
  });
  const { result: item, row } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.edit'],
    async (uow, checklist) => {
      const items = await uow.repos.items.list(ctx.tenantKey, uid);
      let index = items.length - 1;
      if (input.afterItemId === null) index = -1;
      else if (input.afterItemId !== undefined) {
        index = items.findIndex((i) => i.id === input.afterItemId);
        if (index < 0) throw invalidInput('errors.itemAnchorNotFound');
      }
      const created = newItemRow({
        checklist_uid: uid,
        id: newItemId(),
        tenant_key: ctx.tenantKey,
        position: await positionAfter(uow, ctx.tenantKey, uid, items, index),
        kind: input.kind,
        text: input.text,
        mandatory: input.mandatory ? 1 : 0,
        assignee_id: input.assigneeId,
        due_date: input.dueDate,
      });
      await uow.repos.items.insertMany([created]);
      return {
        events: [
          {
            action: 'item_added',
            checklistUid: uid,
            itemId: created.id,
            place: placeOfRow(checklist),
            after: { kind: created.kind, text: created.text, mandatory: input.mandatory },
          },
        ],
        result: created,
        itemsChanged: true,
      };
    },
  );
  return itemOutcome(deps.repos, ctx, row, item, null);
}
