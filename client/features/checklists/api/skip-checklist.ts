import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ChecklistDto } from '../../../../shared/checklists';

/** POST /api/checklists/:uid/skip: skips the whole checklist, saying why. */
export const skipChecklist = (uid: string, reason: string) =>
  api.post<ChecklistDto>(apiPath`/checklists/${uid}/skip`, { reason });
