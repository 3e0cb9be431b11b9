/** What the template routes take (validated once, here, before anything else runs). */
import {
  createTemplateSchema,
  listTemplatesQuerySchema,
  uidSchema,
  updateTemplateSchema,
} from '../../../shared/templates';
import { pathParam } from '../../http/endpoint';

export const templateParams = { uid: pathParam(uidSchema, 'errors.templateNotFound') };

export const listTemplates = { query: listTemplatesQuerySchema };
export const createTemplate = { body: createTemplateSchema, status: 201 as const };
export const readTemplate = { params: templateParams };
export const updateTemplate = { params: templateParams, body: updateTemplateSchema };
export const copyTemplate = { params: templateParams, status: 201 as const };
export const templateAction = { params: templateParams };
