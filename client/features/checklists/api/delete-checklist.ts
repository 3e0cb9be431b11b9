import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';

/** DELETE /api/checklists/:uid (its audit log stays readable). */
export const deleteChecklist = (uid: string) => api.delete<void>(apiPath`/checklists/${uid}`);
