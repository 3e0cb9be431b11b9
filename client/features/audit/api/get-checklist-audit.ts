import { api } from '../../../lib/api-client';
import { apiPath, withQuery } from '../../../lib/url';
import { useLoad } from '../../../lib/use-load';
import type { AuditLogDto, AuditQuery } from '../../../../shared/audit';

/** GET /api/checklists/:uid/audit?…: a page of the checklist's log, newest first. */
export const getChecklistAudit = (uid: string, query: Partial<AuditQuery>) =>
  api.get<AuditLogDto>(withQuery(apiPath`/checklists/${uid}/audit`, query));

export const useChecklistAudit = (uid: string, query: Partial<AuditQuery>) =>
  useLoad(getChecklistAudit, [uid, query]);
