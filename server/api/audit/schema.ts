/** What the place audit route takes: a Jira issue or Confluence page, and the log's filters. */
import { z } from 'zod';
import { auditQuerySchema } from '../../../shared/audit';

export const placeAudit = {
  query: auditQuerySchema.extend({
    placeKind: z.enum(['jira_issue', 'confluence_page']),
    placeId: z.string().regex(/^\d{1,20}$/),
  }),
};
