import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import { useLoad } from '../../../lib/use-load';
import type { ChecklistSummaryDto } from '../../../../shared/checklists';
import type { Page } from '../../../../shared/pagination';

/** GET /api/checklists?placeKind=jira_issue&placeId=: the issue's checklists, to name them in its log. */
export const listIssueChecklists = (issueId: string) =>
  api.get<Page<ChecklistSummaryDto>>(
    withQuery('/checklists', { placeKind: 'jira_issue', placeId: issueId, perPage: 100 }),
  );

export const useIssueChecklists = (issueId: string) => useLoad(listIssueChecklists, [issueId]);
