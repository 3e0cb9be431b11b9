import { api } from '../lib/api-client';
import { apiPath } from '../lib/url';
import { useLoad } from '../lib/use-load';
import type { ChecklistDto } from '../../shared/checklists';

/** GET /api/checklists/:uid: a checklist with its items and what the caller may do with it. */
export const getChecklist = (uid: string) => api.get<ChecklistDto>(apiPath`/checklists/${uid}`);

export const useChecklist = (uid: string) => useLoad(getChecklist, [uid]);
