import { z } from 'zod';
import { PAGINATION_DEFAULTS } from './constants';

export const PER_PAGE_MAX = 100;

/** `?page=&perPage=` with the spec's defaults (page 1, 10 per page). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(PAGINATION_DEFAULTS.page),
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(PER_PAGE_MAX)
    .default(PAGINATION_DEFAULTS.elementsPerPage),
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
