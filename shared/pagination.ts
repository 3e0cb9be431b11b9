import { z } from 'zod';
import { PAGINATION_DEFAULTS } from './constants';
import { queryIntegerSchema } from './fields';

export const PER_PAGE_MAX = 100;

/** `?page=&perPage=` with the spec's defaults (page 1, 10 per page). */
export const paginationQuerySchema = z.object({
  page: queryIntegerSchema(1, 100_000).default(PAGINATION_DEFAULTS.page),
  perPage: queryIntegerSchema(1, PER_PAGE_MAX).default(PAGINATION_DEFAULTS.elementsPerPage),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  /** Exact, unless `totalCapped`: then there are more than `total` (lists stop counting). */
  total: number;
  totalCapped?: boolean;
}
