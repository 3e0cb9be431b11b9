import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/url';
import { useLoad } from '../../../lib/use-load';
import type { MyItemsPage, MyItemsQuery } from '../../../../shared/my-items';

/** GET /api/my-items: a page of the caller's open tasks, overdue first (their `today`). */
export const listMyItems = (query: Partial<MyItemsQuery>) =>
  api.get<MyItemsPage>(withQuery('/my-items', query));

export const useMyItems = (query: Partial<MyItemsQuery>) => useLoad(listMyItems, [query]);
