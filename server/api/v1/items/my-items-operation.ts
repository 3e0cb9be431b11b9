/** `GET /api/v1/my-items`: the open tasks assigned to the key's owner, as in the app. */
import { z } from 'zod';
import { ITEM_STATUS_CATEGORIES } from '../../../../shared/settings';
import { presentMyItem } from '../../../presenters/my-items-presenter';
import { listMyItems } from '../../../services/items/my-items';
import * as schema from '../../my-items/schema';
import { operation, type V1Operation } from '../operation';
import { place } from '../checklists/responses';
import { component, day, pageFields } from '../schema-registry';

const myItem = component(
  'MyItem',
  "An open task assigned to the key's owner, with the checklist it belongs to.",
  z.object({
    item: z.object({
      id: z.string(),
      text: z.string().describe('Markdown.'),
      mandatory: z.boolean(),
      dueDate: day().nullable(),
      status: z.string(),
      statusCategory: z.enum(ITEM_STATUS_CATEGORIES),
      version: z.number().int().min(1).describe('Send it with a change of this item.'),
    }),
    checklist: z.object({
      uid: z.string(),
      title: z.string(),
      templateUid: z.string().nullable(),
      place,
      canWork: z.boolean().describe('The key may tick the item.'),
    }),
    overdue: z.boolean().describe('Due before `today`.'),
  }),
);

const myItemsPage = component(
  'MyItemsPage',
  "A page of the open tasks assigned to the key's owner.",
  z.object({ items: z.array(myItem), ...pageFields }),
);

export const MY_ITEMS_OPERATION: V1Operation = operation(
  {
    id: 'listMyItems',
    method: 'get',
    path: '/my-items',
    tag: 'Items',
    summary: "List the open tasks assigned to the key's owner",
    description:
      'Across every checklist the owner may see, overdue first, then by due date (undated ' +
      "last). `today` (the owner's date) decides what is overdue; the server's UTC date " +
      'when omitted. Tick one with `PATCH /checklists/{uid}/items/{itemId}`.',
    query: schema.listMyItems.query,
    response: myItemsPage,
    example: { query: { today: '2026-11-28', perPage: '50' } },
  },
  async (deps, ctx, { query }) => {
    const page = await listMyItems(deps, ctx, query);
    return { ...page, items: page.items.map(presentMyItem) };
  },
);
