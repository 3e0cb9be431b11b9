import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ItemResult } from '../../../../shared/checklists';

/** POST /api/checklists/:uid/items/:itemId/move: after `afterItemId`, or first when null. */
export const moveItem = (
  uid: string,
  itemId: string,
  move: { afterItemId: string | null; version: number },
) => api.post<ItemResult>(apiPath`/checklists/${uid}/items/${itemId}/move`, move);
