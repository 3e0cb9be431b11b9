import { api } from '../lib/api-client';
import { apiPath } from '../lib/url';
import { useLoad } from '../lib/use-load';
import type { TemplateDto } from '../../shared/templates';

/** GET /api/templates/:uid: a template with its items and what the caller may do with it. */
export const getTemplate = (uid: string) => api.get<TemplateDto>(apiPath`/templates/${uid}`);

/** The template `uid`; null loads nothing. */
export const useTemplate = (uid: string | null) =>
  useLoad(getTemplate, uid === null ? null : [uid]);
