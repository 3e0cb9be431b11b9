import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ItemResult } from '../../../../shared/checklists';

/**
 * Ticks or unticks an item where it is listed: the item write of its checklist
 * (`PATCH /api/checklists/:uid/items/:itemId`), at the item's version.
 */
export const tickItem = (uid: string, itemId: string, done: boolean, version: number) =>
  api.patch<ItemResult>(apiPath`/checklists/${uid}/items/${itemId}`, {
    status: done ? 'done' : 'open',
    version,
  });
