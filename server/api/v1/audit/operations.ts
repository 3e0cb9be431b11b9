/**
 * The audit operations of /api/v1: a checklist's log (readable after it was deleted), every
 * checklist's events in one Jira issue or Confluence page, and the site's settings changes
 * (site administrators, so site keys).
 */
import { presentAuditLog, presentAuditPage } from '../../../presenters/audit-presenter';
import { checklistAudit, placeAudit } from '../../../services/audit/read-audit';
import { settingsHistory } from '../../../services/settings/settings-history';
import * as checklistSchema from '../../checklists/schema';
import * as auditSchema from '../../audit/schema';
import * as settingsSchema from '../../settings/schema';
import { operation, type V1Operation } from '../operation';
import { auditLog, auditPage } from './responses';

export const AUDIT_OPERATIONS: V1Operation[] = [
  operation(
    {
      id: 'getChecklistAudit',
      method: 'get',
      path: '/checklists/:uid/audit',
      tag: 'Audit',
      summary: "A checklist's audit log",
      description: 'Newest first; filter by `action` and by person (`actorId`).',
      params: checklistSchema.checklistParams,
      query: checklistSchema.checklistAudit.query,
      response: auditLog,
      example: { query: { action: 'status_changed', perPage: '50' } },
    },
    async (deps, ctx, { params, query }) =>
      presentAuditLog(await checklistAudit(deps, ctx, params.uid, query)),
  ),
  operation(
    {
      id: 'getPlaceAudit',
      method: 'get',
      path: '/audit',
      tag: 'Audit',
      summary: "Every checklist's events in one Jira issue or Confluence page",
      query: auditSchema.placeAudit.query,
      response: auditLog,
      example: { query: { placeKind: 'jira_issue', placeId: '10001' } },
    },
    async (deps, ctx, { query }) => {
      const { placeKind, placeId, ...filters } = query;
      return presentAuditLog(
        await placeAudit(deps, ctx, { kind: placeKind, id: placeId }, filters),
      );
    },
  ),
  operation(
    {
      id: 'getSettingsAudit',
      method: 'get',
      path: '/settings/audit',
      tag: 'Audit',
      summary: "The site's settings changes",
      description: 'Site administrators only: a site key.',
      query: settingsSchema.settingsHistory.query,
      response: auditPage,
    },
    async (deps, ctx, { query }) => presentAuditPage(await settingsHistory(deps, ctx, query)),
  ),
];
