/**
 * "My items" (docs/PRODUCT.md): the open tasks assigned to the caller across the site's
 * checklists they may see, overdue first, then by due date. `GET /api/my-items` and
 * `GET /api/v1/my-items` answer a page of them; `GET /api/my-items/count` the user menu's count.
 */
import { z } from 'zod';
import { dateSchema } from './fields';
import { paginationQuerySchema, type Page } from './pagination';
import type { ChecklistItemDto, Place } from './checklists';

export { isOverdue, localToday } from './due-dates';

/**
 * `today` is the caller's date (their time zone decides what is overdue); the server's UTC
 * date when omitted.
 */
export const myItemsQuerySchema = paginationQuerySchema
  .extend({ today: dateSchema.optional() })
  .strict();
export type MyItemsQuery = z.infer<typeof myItemsQuerySchema>;

export const myItemsCountQuerySchema = z.object({ today: dateSchema.optional() }).strict();
export type MyItemsCountQuery = z.infer<typeof myItemsCountQuerySchema>;

export interface MyItemDto {
  item: Pick<
    ChecklistItemDto,
    'id' | 'text' | 'mandatory' | 'dueDate' | 'status' | 'statusCategory' | 'version'
  >;
  checklist: {
    uid: string;
    title: string;
    templateUid: string | null;
    place: Place & { key?: string };
    /** The caller may tick the item (the item write decides again when they do). */
    canWork: boolean;
  };
  /** Due before the caller's today. */
  overdue: boolean;
}

export type MyItemsPage = Page<MyItemDto>;

export interface MyItemsCountDto {
  /** Open tasks assigned to the caller (an upper bound until hidden places are known). */
  open: number;
  overdue: number;
}
