/** Items of templates and checklists (docs/PRODUCT.md, "Domain"). */
import { z } from 'zod';
import { VALIDATION } from './validation-messages';
import { text } from './fields';
import { COUNTABLE_KINDS, ITEM_KINDS, isCountable, type ItemKind } from './item-kinds';

export { COUNTABLE_KINDS, ITEM_KINDS, isCountable, type ItemKind };

export { ITEM_TEXT_MAX, ITEMS_MAX } from './limits';
import { ITEM_TEXT_MAX } from './limits';

export const itemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/, VALIDATION.itemId);

/** An account id of the site (Atlassian) or a portal user id. */
export const userIdSchema = text().trim().min(1).max(128);

/** A template's item: what every checklist made from it starts with. */
export const templateItemSchema = z
  .object({
    id: itemIdSchema.optional(),
    kind: z.enum(ITEM_KINDS),
    text: text().trim().min(1).max(ITEM_TEXT_MAX),
    mandatory: z.boolean().default(false),
    assigneeId: userIdSchema.nullable().default(null),
    /** Days after the checklist is created that the item is due; null = no due date. */
    dueOffsetDays: z.number().int().min(0).max(3650).nullable().default(null),
  })
  .strict();
export type TemplateItemInput = z.input<typeof templateItemSchema>;
export type TemplateItem = z.output<typeof templateItemSchema> & { id: string };
