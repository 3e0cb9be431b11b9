import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ChecklistDto } from '../../../../shared/checklists';

/** POST /api/checklists/:uid/unarchive: restores an archived checklist. */
export const unarchiveChecklist = (uid: string) =>
  api.post<ChecklistDto>(apiPath`/checklists/${uid}/unarchive`);
