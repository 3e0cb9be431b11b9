import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { TemplateDto } from '../../../../shared/templates';

/** POST /api/templates/:uid/copy: a copy under a title of its own. */
export const copyTemplate = (uid: string) => api.post<TemplateDto>(apiPath`/templates/${uid}/copy`);
