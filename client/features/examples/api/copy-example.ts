import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { TemplateDto } from '../../../../shared/templates';

/** POST /api/examples/:id/copy: the example becomes a template of the site. */
export const copyExample = (id: string) => api.post<TemplateDto>(apiPath`/examples/${id}/copy`);
