import { apiObjectUrl } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';

/**
 * GET /api/checklists/:uid/items/:itemId/signature: the signature image as an object URL,
 * which the caller revokes once it is no longer shown.
 */
export const getSignatureImage = (uid: string, itemId: string) =>
  apiObjectUrl(apiPath`/checklists/${uid}/items/${itemId}/signature`);
