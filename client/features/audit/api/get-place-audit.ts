import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import { useLoad } from '../../../lib/use-load';
import type { AuditLogDto, AuditQuery } from '../../../../shared/audit';

/** GET /api/audit?placeKind=&placeId=…: every checklist's events in one Jira issue, newest first. */
export const getPlaceAudit = (issueId: string, query: Partial<AuditQuery>) =>
  api.get<AuditLogDto>(
    withQuery('/audit', { ...query, placeKind: 'jira_issue', placeId: issueId }),
  );

export const useIssueAudit = (issueId: string, query: Partial<AuditQuery>) =>
  useLoad(getPlaceAudit, [issueId, query]);
