import { api } from '../lib/api-client';
import { withQuery } from '../lib/url';
import { useLoad } from '../lib/use-load';
import { localToday } from '../../shared/due-dates';
import type { MyItemsCountDto } from '../../shared/my-items';

/** GET /api/my-items/count: the caller's open tasks and how many are overdue (their today). */
export const countMyItems = (today: string) =>
  api.get<MyItemsCountDto>(withQuery('/my-items/count', { today }));

/** The user menu's count, asked once per page; `enabled` false asks nothing. */
export const useMyItemsCount = (enabled: boolean) =>
  useLoad(countMyItems, enabled ? [localToday()] : null);
