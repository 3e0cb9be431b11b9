import { api } from '../../../lib/api-client';
import { apiPath, withQuery } from '../../../lib/url';
import type { ItemResult } from '../../../../shared/checklists';

/** DELETE /api/checklists/:uid/items/:itemId?version=: removes the item read at `version`. */
export const removeItem = (uid: string, itemId: string, version: number) =>
  api.delete<ItemResult>(withQuery(apiPath`/checklists/${uid}/items/${itemId}`, { version }));
