import { api } from '../../../lib/api-client';
import { apiPath, withQuery } from '../../../lib/url';
import type { ItemResult } from '../../../../shared/checklists';

/** DELETE /api/checklists/:uid/items/:itemId/signature?version=: removes the signature. */
export const clearSignature = (uid: string, itemId: string, version: number) =>
  api.delete<ItemResult>(
    withQuery(apiPath`/checklists/${uid}/items/${itemId}/signature`, { version }),
  );
