import { api } from '../lib/api-client';
import { withQuery } from '../lib/url';
import { useLoad } from '../lib/use-load';
import type { ChecklistSummaryDto, ListChecklistsQuery } from '../../shared/checklists';
import type { Page } from '../../shared/pagination';

/** GET /api/checklists?…: a page of checklists, filtered and sorted as the query says. */
export const listChecklists = (query: Partial<ListChecklistsQuery>) =>
  api.get<Page<ChecklistSummaryDto>>(withQuery('/checklists', query));

/** The list for `query`; null loads nothing. */
export const useChecklists = (query: Partial<ListChecklistsQuery> | null) =>
  useLoad(listChecklists, query && [query]);
