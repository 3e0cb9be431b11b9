import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';

/** DELETE /api/templates/:uid. */
export const deleteTemplate = (uid: string) => api.delete<void>(apiPath`/templates/${uid}`);
