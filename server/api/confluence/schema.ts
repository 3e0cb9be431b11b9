/** What the Confluence routes take (shared/confluence.ts). */
import {
  listMacroQuerySchema,
  macroQuerySchema,
  pageIdSchema,
  restartMacroSchema,
} from '../../../shared/confluence';
import { pathParam } from '../../http/endpoint';

const pageId = pathParam(pageIdSchema, 'errors.pageNotVisible');

export const openMacro = { query: macroQuerySchema };
export const restartMacro = { body: restartMacroSchema };
export const listMacro = { query: listMacroQuerySchema };
export const pagePanel = { params: { pageId } };
