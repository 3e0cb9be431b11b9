/** Global settings of a tenant (spec §3, product.md): schema, defaults and DTO type. */
import { z } from 'zod';
import { VALIDATION } from './validation-messages';

export const ITEM_STATUS_CATEGORIES = ['open', 'done', 'skipped'] as const;
export type ItemStatusCategory = (typeof ITEM_STATUS_CATEGORIES)[number];

export const customTaskStatusSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, VALIDATION.statusId),
  name: z.string().trim().min(1).max(40),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, VALIDATION.colour),
  category: z.enum(ITEM_STATUS_CATEGORIES),
});
export type CustomTaskStatus = z.infer<typeof customTaskStatusSchema>;

const uniqueBy = (key: (item: CustomTaskStatus) => string) => (items: CustomTaskStatus[]) =>
  new Set(items.map((i) => key(i).toLowerCase())).size === items.length;

export const globalSettingsSchema = z.object({
  customTaskStatuses: z
    .array(customTaskStatusSchema)
    .max(20)
    .refine(
      uniqueBy((s) => s.id),
      VALIDATION.statusIdsUnique,
    )
    .refine(
      uniqueBy((s) => s.name),
      VALIDATION.statusNamesUnique,
    ),
  showCustomTaskStatus: z.boolean(),
  allowPublicShareLinks: z.boolean(),
  /** Overrides the language rule for everyone on the site; null follows each user. */
  defaultLanguage: z.enum(['en', 'de']).nullable(),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  customTaskStatuses: [],
  showCustomTaskStatus: false,
  allowPublicShareLinks: true,
  defaultLanguage: null,
};

/** PUT /api/settings: any subset of the fields; omitted fields keep their value. */
export const updateGlobalSettingsSchema = globalSettingsSchema.partial().strict();
export type UpdateGlobalSettings = z.infer<typeof updateGlobalSettingsSchema>;
