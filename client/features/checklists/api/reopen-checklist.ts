import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ChecklistDto } from '../../../../shared/checklists';

/** POST /api/checklists/:uid/reopen: a completed or skipped checklist is open again. */
export const reopenChecklist = (uid: string) =>
  api.post<ChecklistDto>(apiPath`/checklists/${uid}/reopen`);
