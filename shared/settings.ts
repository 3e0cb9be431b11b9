/** Global settings of a tenant (docs/PRODUCT.md, "Domain"): schema, defaults and DTO type. */
import { z } from 'zod';
import { VALIDATION } from './validation-messages';
import { text } from './fields';
import { VERSION_MAX } from './constants';
import { CUSTOM_STATUSES_MAX, STATUS_NAME_MAX } from './limits';

export const ITEM_STATUS_CATEGORIES = ['open', 'done', 'skipped'] as const;
export type ItemStatusCategory = (typeof ITEM_STATUS_CATEGORIES)[number];

export const customTaskStatusSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, VALIDATION.statusId),
  name: text().trim().min(1).max(STATUS_NAME_MAX),
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, VALIDATION.colour),
  category: z.enum(ITEM_STATUS_CATEGORIES),
});
export type CustomTaskStatus = z.infer<typeof customTaskStatusSchema>;

const uniqueBy = (key: (item: CustomTaskStatus) => string) => (items: CustomTaskStatus[]) =>
  new Set(items.map((i) => key(i).toLowerCase())).size === items.length;

/** Removed statuses kept for the items that still carry them (oldest dropped first). */
export const RETIRED_STATUSES_MAX = 100;

/** The stored settings document; GET /api/settings answers it with its `version`. */
export const globalSettingsSchema = z.object({
  customTaskStatuses: z
    .array(customTaskStatusSchema)
    .max(CUSTOM_STATUSES_MAX)
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
  /**
   * Off (the default): a checklist's structure (items, mandatory, title, due date, assignee,
   * skip, reopen) is changed only by its creator and assignee, its template's managers and
   * site admins. On: by every member, as ticking and notes are.
   */
  everyoneEditsChecklists: z.boolean(),
  /** Overrides the language rule for everyone on the site; null follows each user. */
  defaultLanguage: z.enum(['en', 'de']).nullable(),
  /**
   * Custom statuses an admin removed, as they last were: items that still carry one keep
   * showing its name and keep counting by its category (their `status_category` is stored).
   * Kept by the server, never sent by clients; adding a status with the same id restores it.
   */
  retiredTaskStatuses: z.array(customTaskStatusSchema).max(RETIRED_STATUSES_MAX),
});
export type StoredGlobalSettings = z.infer<typeof globalSettingsSchema>;

/** What GET /api/settings answers: the settings and their version (0: never saved). */
export interface GlobalSettings extends StoredGlobalSettings {
  version: number;
}

export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  customTaskStatuses: [],
  showCustomTaskStatus: false,
  allowPublicShareLinks: false,
  everyoneEditsChecklists: false,
  defaultLanguage: null,
  retiredTaskStatuses: [],
  version: 0,
};

/**
 * PUT /api/settings: any subset of the fields; omitted fields keep their value. With
 * `version` (the one last read) a save made stale by someone else's is refused with 409;
 * without it the save applies to the latest settings. A status keeps its id for life:
 * renaming sends the same id with a new name.
 */
export const updateGlobalSettingsSchema = globalSettingsSchema
  .omit({ retiredTaskStatuses: true })
  .partial()
  .extend({
    // The built-in statuses (open, done, skipped) win over a custom one of the same id, so a
    // custom status may not take one: it could never be set.
    customTaskStatuses: globalSettingsSchema.shape.customTaskStatuses
      .refine(
        (statuses) =>
          !statuses.some((s) => (ITEM_STATUS_CATEGORIES as readonly string[]).includes(s.id)),
        VALIDATION.statusIdReserved,
      )
      .optional(),
    version: z.number().int().min(0).max(VERSION_MAX).optional(),
  })
  .strict();
export type UpdateGlobalSettings = z.infer<typeof updateGlobalSettingsSchema>;
