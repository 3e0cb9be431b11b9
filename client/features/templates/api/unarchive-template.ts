import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { TemplateDto } from '../../../../shared/templates';

/** POST /api/templates/:uid/unarchive: restores an archived template. */
export const unarchiveTemplate = (uid: string) =>
  api.post<TemplateDto>(apiPath`/templates/${uid}/unarchive`);
