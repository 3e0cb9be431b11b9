import { api } from '../../../lib/api-client';
import type { ChecklistDto, CreateChecklistInput } from '../../../../shared/checklists';

/** POST /api/checklists: a checklist from a template, or a blank one. */
export const createChecklist = (input: CreateChecklistInput) =>
  api.post<ChecklistDto>('/checklists', input);
