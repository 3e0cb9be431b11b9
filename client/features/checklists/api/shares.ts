import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { CreateShareInput, ShareDto } from '../../../../shared/shares';

/** GET /api/checklists/:uid/shares: the checklist's links that still exist, newest first. */
export const listShares = async (uid: string) =>
  (await api.get<{ shares: ShareDto[] }>(apiPath`/checklists/${uid}/shares`)).shares;

/** POST /api/checklists/:uid/shares: a new link (`view` or `check`). */
export const createShare = (uid: string, input: CreateShareInput) =>
  api.post<ShareDto>(apiPath`/checklists/${uid}/shares`, input);

/** DELETE /api/checklists/:uid/shares/:shareUid: the link stops working at once. */
export const revokeShare = (uid: string, shareUid: string) =>
  api.delete<void>(apiPath`/checklists/${uid}/shares/${shareUid}`);
