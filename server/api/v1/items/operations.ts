/**
 * The item operations of /api/v1: the app's schemas (api/items/schema.ts) and actions. Each
 * change names the item's `version` it was made on (409 with a stale one) and answers the item
 * and its checklist's new status and progress.
 */
import { presentItemResult } from '../../../presenters/checklist-presenter';
import { addItem } from '../../../services/items/add-item';
import { updateItem } from '../../../services/items/update-item';
import { moveItem } from '../../../services/items/move-item';
import { removeItem } from '../../../services/items/remove-item';
import * as schema from '../../items/schema';
import { checklistParams } from '../../checklists/schema';
import { operation, type V1Operation } from '../operation';
import { itemResult } from '../checklists/responses';

export const ITEM_OPERATIONS: V1Operation[] = [
  operation(
    {
      id: 'addItem',
      method: 'post',
      path: '/checklists/:uid/items',
      tag: 'Items',
      summary: 'Add an item',
      description: 'At the end, or after `afterItemId` (null: at the top).',
      params: checklistParams,
      body: schema.addItem.body,
      status: 201,
      response: itemResult,
      example: { body: { kind: 'task', text: 'Order a badge', mandatory: true } },
    },
    async (deps, ctx, { params, body }) =>
      presentItemResult(await addItem(deps, ctx, params.uid, body)),
  ),
  operation(
    {
      id: 'updateItem',
      method: 'patch',
      path: '/checklists/:uid/items/:itemId',
      tag: 'Items',
      summary: 'Tick, untick, set a status, skip with a reason, edit an item',
      description:
        'Tick: `{"status":"done"}`; untick: `{"status":"open"}`; skip: `{"status":"skipped",' +
        '"skipReason":"…"}` (every status in the skipped category needs a reason, but the ' +
        'built-in `not_applicable`, which counts as skipped); or a custom status id of the site. Also `note`, `assigneeId`, and the structure: `text`, ' +
        "`mandatory`, `dueDate`. Always with the item's `version`.",
      params: schema.itemParams,
      body: schema.updateItem.body,
      response: itemResult,
      example: { body: { status: 'done', note: 'Done on the first day.', version: 1 } },
    },
    async (deps, ctx, { params, body }) =>
      presentItemResult(await updateItem(deps, ctx, params.uid, params.itemId, body)),
  ),
  operation(
    {
      id: 'moveItem',
      method: 'post',
      path: '/checklists/:uid/items/:itemId/move',
      tag: 'Items',
      summary: 'Move an item',
      description: 'After `afterItemId`, or to the top with null.',
      params: schema.itemParams,
      body: schema.moveItem.body,
      response: itemResult,
      example: { body: { afterItemId: null, version: 1 } },
    },
    async (deps, ctx, { params, body }) =>
      presentItemResult(await moveItem(deps, ctx, params.uid, params.itemId, body)),
  ),
  operation(
    {
      id: 'removeItem',
      method: 'delete',
      path: '/checklists/:uid/items/:itemId',
      tag: 'Items',
      summary: 'Remove an item',
      description: "With the item's `version` in the query; answers `item: null`.",
      params: schema.itemParams,
      query: schema.removeItem.query,
      response: itemResult,
      example: { query: { version: '1' } },
    },
    async (deps, ctx, { params, query }) =>
      presentItemResult(await removeItem(deps, ctx, params.uid, params.itemId, query.version)),
  ),
];
