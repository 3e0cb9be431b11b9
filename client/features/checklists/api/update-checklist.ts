import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ChecklistDto, UpdateChecklistInput } from '../../../../shared/checklists';

/** PATCH /api/checklists/:uid: title, assignee, due date (at the metaVersion it was read at). */
export const updateChecklist = (uid: string, input: UpdateChecklistInput) =>
  api.patch<ChecklistDto>(apiPath`/checklists/${uid}`, input);
