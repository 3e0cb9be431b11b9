import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { IssuePanelDto } from '../../../../shared/jira';

/** GET /api/jira/issues/:issueId/panel: the issue's checklists (defaults applied first). */
export const getIssuePanel = (issueId: string) =>
  api.get<IssuePanelDto>(apiPath`/jira/issues/${issueId}/panel`);
