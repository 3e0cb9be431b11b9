/** What the checklist routes take (validated once, here, before anything else runs). */
import {
  createChecklistSchema,
  listChecklistsQuerySchema,
  skipChecklistSchema,
  updateChecklistSchema,
} from '../../../shared/checklists';
import { auditQuerySchema } from '../../../shared/audit';
import { uidSchema } from '../../../shared/templates';
import { pathParam } from '../../http/endpoint';

export const checklistParams = { uid: pathParam(uidSchema, 'errors.checklistNotFound') };

export const listChecklists = { query: listChecklistsQuerySchema };
export const createChecklist = { body: createChecklistSchema, status: 201 as const };
export const readChecklist = { params: checklistParams };
export const updateChecklist = { params: checklistParams, body: updateChecklistSchema };
export const skipChecklist = { params: checklistParams, body: skipChecklistSchema };
export const checklistAction = { params: checklistParams };
export const checklistAudit = { params: checklistParams, query: auditQuerySchema };
