import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ItemResult, UpdateItemInput } from '../../../../shared/checklists';

/**
 * PATCH /api/checklists/:uid/items/:itemId: status, note, assignee (work on the item) or text,
 * mandatory, due date (its structure), at the item's version (a stale one is a 409).
 */
export const updateItem = (uid: string, itemId: string, input: UpdateItemInput) =>
  api.patch<ItemResult>(apiPath`/checklists/${uid}/items/${itemId}`, input);
