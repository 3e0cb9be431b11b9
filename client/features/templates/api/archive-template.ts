import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { TemplateDto } from '../../../../shared/templates';

/** POST /api/templates/:uid/archive: hidden from the list and from new checklists. */
export const archiveTemplate = (uid: string) =>
  api.post<TemplateDto>(apiPath`/templates/${uid}/archive`);
