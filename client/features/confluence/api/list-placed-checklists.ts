import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import type { ListMacroDto, ListMacroQuery } from '../../../../shared/confluence';

/** GET /api/confluence/checklists: the list macro's page of checklists, with their pages. */
export const listPlacedChecklists = (query: Partial<ListMacroQuery>) =>
  api.get<ListMacroDto>(withQuery('/confluence/checklists', query));
