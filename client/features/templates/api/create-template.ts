import { api } from '../../../lib/api-client';
import type { CreateTemplateInput, TemplateDto } from '../../../../shared/templates';

/** POST /api/templates: a new template. */
export const createTemplate = (input: CreateTemplateInput) =>
  api.post<TemplateDto>('/templates', input);
