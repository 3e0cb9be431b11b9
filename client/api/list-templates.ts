import { api } from '../lib/api-client';
import { withQuery } from '../lib/url';
import { useLoad } from '../lib/use-load';
import type { ListTemplatesQuery, TemplateListDto } from '../../shared/templates';

/** GET /api/templates?…: a page of templates (search, tag, archived) and every tag in use. */
export const listTemplates = (query: Partial<ListTemplatesQuery>) =>
  api.get<TemplateListDto>(withQuery('/templates', query));

export const useTemplates = (query: Partial<ListTemplatesQuery>) => useLoad(listTemplates, [query]);
