/** What the share-link routes take (validated once, here, before anything else runs). */
import { z } from 'zod';
import { createShareSchema, SHARE_UID_PATTERN } from '../../../shared/shares';
import { uidSchema } from '../../../shared/templates';
import { pathParam } from '../../http/endpoint';

const checklistUid = pathParam(uidSchema, 'errors.checklistNotFound');
const shareUid = pathParam(z.string().regex(SHARE_UID_PATTERN), 'errors.shareNotFound');

export const listShares = { params: { uid: checklistUid } };
export const createShare = {
  params: { uid: checklistUid },
  body: createShareSchema,
  status: 201 as const,
};
export const revokeShare = { params: { uid: checklistUid, shareUid } };
/** GET /api/share: what a share link's visitor reads first. */
export const readShareSession = {};
