import { api } from '../../../lib/api-client';
import { apiPath } from '../../../lib/url';
import type { TemplateDto, UpdateTemplateInput } from '../../../../shared/templates';

/** PUT /api/templates/:uid: the whole template, at the version it was read at (else 409). */
export const updateTemplate = (uid: string, input: UpdateTemplateInput) =>
  api.put<TemplateDto>(apiPath`/templates/${uid}`, input);
