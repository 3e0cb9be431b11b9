import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ItemResult } from '../../../../shared/checklists';

/** PUT /api/checklists/:uid/items/:itemId/signature: signs a signature item (a data URL). */
export const signItem = (uid: string, itemId: string, sign: { image: string; version: number }) =>
  api.put<ItemResult>(apiPath`/checklists/${uid}/items/${itemId}/signature`, sign);
