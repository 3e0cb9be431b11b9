import { api } from '../lib/api-client';
import { apiPath } from '../lib/url';
import type { CreateTemplateInput, TemplateDto } from '../../shared/templates';

/**
 * POST /api/examples/:id/copy with the template as the person edited it: the example becomes
 * a template of the site only when they save.
 */
export const copyExample = (id: string, template: CreateTemplateInput) =>
  api.post<TemplateDto>(apiPath`/examples/${id}/copy`, template);
