import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { ChecklistDto } from '../../../../shared/checklists';

/** POST /api/checklists/:uid/archive: read-only until restored. */
export const archiveChecklist = (uid: string) =>
  api.post<ChecklistDto>(apiPath`/checklists/${uid}/archive`);
