/** Templates: API schemas and DTOs. */
import { z } from 'zod';
import { VALIDATION } from './validation-messages';
import { text, versionSchema } from './fields';
import { ITEMS_MAX, templateItemSchema, userIdSchema, type TemplateItem } from './items';
import { paginationQuerySchema } from './pagination';

export const uidSchema = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/, VALIDATION.id);

export { TITLE_MAX, DESCRIPTION_MAX } from './limits';
import { TAG_MAX, TITLE_MAX, DESCRIPTION_MAX } from './limits';

export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(TAG_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}-]*$/u, VALIDATION.tag);

const templateFields = {
  title: text().trim().min(1).max(TITLE_MAX),
  description: text().max(DESCRIPTION_MAX).default(''),
  tags: z
    .array(tagSchema)
    .max(20)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  items: z.array(templateItemSchema).max(ITEMS_MAX).default([]),
  editorIds: z
    .array(userIdSchema)
    .max(50)
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

export const createTemplateSchema = z.object(templateFields).strict();
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

/** Saving the editor: the whole template, with the version it was read at. */
export const updateTemplateSchema = z
  .object({ ...templateFields, version: versionSchema })
  .strict();
export type UpdateTemplateInput = z.input<typeof updateTemplateSchema>;

export const listTemplatesQuerySchema = paginationQuerySchema
  .extend({
    search: text().trim().max(200).optional(),
    tag: tagSchema.optional(),
    archived: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .strict();
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuerySchema>;

export interface TemplatePermissions {
  canEdit: boolean;
  canDelete: boolean;
  canUse: boolean;
  /** Whether a save may change the editors (owner and site admins); others' saves keep them. */
  canChangeEditors: boolean;
}

export interface TemplateSummaryDto {
  uid: string;
  title: string;
  description: string;
  tags: string[];
  /** Every item, headings and notes included. */
  itemCount: number;
  /** The items to do: tasks and signatures (what a checklist's progress counts). */
  taskCount: number;
  ownerId: string;
  editorIds: string[];
  archived: boolean;
  version: number;
  updatedAt: string;
  checklistCount: number;
  permissions: TemplatePermissions;
}

export interface TemplateDto extends TemplateSummaryDto {
  items: TemplateItem[];
  createdAt: string;
  createdBy: string;
  updatedBy: string;
  sourceExampleId: string | null;
}

export interface TemplateListDto {
  items: TemplateSummaryDto[];
  page: number;
  perPage: number;
  total: number;
  /** Every tag in use, for the filter. */
  tags: string[];
}
