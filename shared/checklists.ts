/** Checklists and their items: API schemas and DTOs. */
import { z } from 'zod';
import { VALIDATION } from './validation-messages';
import { dateSchema, queryIntegerSchema, text, versionSchema } from './fields';
import {
  ITEM_KINDS,
  ITEM_TEXT_MAX,
  ITEMS_MAX,
  itemIdSchema,
  templateItemSchema,
  userIdSchema,
  type ItemKind,
} from './items';
import { paginationQuerySchema } from './pagination';
import { TITLE_MAX, uidSchema } from './templates';
import { CHECKLIST_STATUSES, type ChecklistStatus, type Progress } from './checklist-rules';
import type { ItemStatusCategory } from './settings';
import { VERSION_MAX, type SIGNATURE_IMAGE_TYPES } from './constants';
import { PLACE_KINDS, type PlaceKind } from './places';

export { BUILTIN_ITEM_STATUSES } from './item-statuses';
/** A built-in status (`not_applicable` among them) or a site's custom status id. */
export const itemStatusSchema = z
  .string()
  .regex(/^(?:not_applicable|[a-z0-9][a-z0-9-]{0,39})$/, VALIDATION.status);

export { dateSchema };

export { PLACE_KINDS, type PlaceKind };

export const placeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('standalone') }).strict(),
  z
    .object({
      kind: z.literal('jira_issue'),
      id: z.string().regex(/^\d{1,20}$/),
      /** Optional: in the Jira app the server takes the key from Jira. */
      key: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]{0,49}-\d{1,10}$/)
        .optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('confluence_page'),
      id: z.string().regex(/^\d{1,20}$/),
      macroId: text().max(100).optional(),
    })
    .strict(),
]);
/** A place as a request gives it (`key` optional). */
export type PlaceInput = z.infer<typeof placeSchema>;
/** A place as the API answers it: a Jira issue with its key. */
export type Place =
  Exclude<PlaceInput, { kind: 'jira_issue' }> | { kind: 'jira_issue'; id: string; key: string };

export { NOTE_MAX, REASON_MAX } from './limits';
import { NOTE_MAX, REASON_MAX } from './limits';

/** From a template, blank (title + optional items), or prefilled (title + items). */
export const createChecklistSchema = z
  .object({
    templateUid: uidSchema.optional(),
    title: text().trim().min(1).max(TITLE_MAX).optional(),
    items: z.array(templateItemSchema).max(ITEMS_MAX).optional(),
    place: placeSchema.default({ kind: 'standalone' }),
    assigneeId: userIdSchema.nullable().default(null),
    dueDate: dateSchema.nullable().default(null),
  })
  .strict()
  .refine((v) => v.templateUid !== undefined || v.title !== undefined, {
    message: VALIDATION.templateOrTitle,
    path: ['title'],
  });
export type CreateChecklistInput = z.input<typeof createChecklistSchema>;

export const updateChecklistSchema = z
  .object({
    title: text().trim().min(1).max(TITLE_MAX).optional(),
    assigneeId: userIdSchema.nullable().optional(),
    dueDate: dateSchema.nullable().optional(),
    /** The checklist's metaVersion the change was made on. */
    metaVersion: versionSchema,
  })
  .strict();
export type UpdateChecklistInput = z.input<typeof updateChecklistSchema>;

export const checklistFilterSchema = z.enum([...CHECKLIST_STATUSES, 'open']);

export const listChecklistsQuerySchema = paginationQuerySchema
  .extend({
    /** A status, or `open` for everything not completed, skipped or archived. */
    status: checklistFilterSchema.optional(),
    templateUid: uidSchema.optional(),
    assigneeId: userIdSchema.optional(),
    placeKind: z.enum(PLACE_KINDS).optional(),
    placeId: text().max(100).optional(),
    search: text().trim().max(200).optional(),
    sort: z.enum(['updated', 'created', 'title', 'due']).default('updated'),
  })
  .strict();
export type ListChecklistsQuery = z.infer<typeof listChecklistsQuerySchema>;

export const addItemSchema = z
  .object({
    kind: z.enum(ITEM_KINDS),
    text: text().trim().min(1).max(ITEM_TEXT_MAX),
    mandatory: z.boolean().default(false),
    assigneeId: userIdSchema.nullable().default(null),
    dueDate: dateSchema.nullable().default(null),
    /** Insert after this item; null = at the top; omitted = at the end. */
    afterItemId: itemIdSchema.nullable().optional(),
  })
  .strict();
export type AddItemInput = z.input<typeof addItemSchema>;

export const updateItemSchema = z
  .object({
    status: itemStatusSchema.optional(),
    /** Why an item was set to a skipped status. */
    skipReason: text().trim().max(REASON_MAX).nullable().optional(),
    note: text().max(NOTE_MAX).nullable().optional(),
    text: text().trim().min(1).max(ITEM_TEXT_MAX).optional(),
    mandatory: z.boolean().optional(),
    assigneeId: userIdSchema.nullable().optional(),
    dueDate: dateSchema.nullable().optional(),
    /** The item's version the change was made on: a stale version is a 409. */
    version: versionSchema,
  })
  .strict()
  .refine((v) => Object.keys(v).some((k) => k !== 'version'), {
    message: VALIDATION.nothingToChange,
  });
export type UpdateItemInput = z.input<typeof updateItemSchema>;

/** `?version=` of the writes that have no body (removing an item or its signature). */
export const versionQuerySchema = z
  .object({ version: queryIntegerSchema(1, VERSION_MAX) })
  .strict();

export const moveItemSchema = z
  .object({ afterItemId: itemIdSchema.nullable(), version: versionSchema })
  .strict();

export const SIGNATURE_MAX_BYTES = 512 * 1024;
export const signatureSchema = z
  .object({
    /**
     * A data URL: data:image/png;base64,… (png, jpeg or svg). Its size is checked on the
     * decoded image (413 with a translated message); the body limit bounds the text.
     */
    image: z.string().min(1),
    version: versionSchema,
  })
  .strict();

export const skipChecklistSchema = z
  .object({ reason: text().trim().min(1).max(REASON_MAX) })
  .strict();

export interface ItemSignatureDto {
  mimeType: (typeof SIGNATURE_IMAGE_TYPES)[number];
  signedBy: string;
  signedAt: string;
  /**
   * The caller may remove this signature or sign over it (server/services/policies.ts):
   * the signer, the template's managers and site admins.
   */
  canRemove: boolean;
}

export interface ChecklistItemDto {
  id: string;
  position: number;
  kind: ItemKind;
  text: string;
  mandatory: boolean;
  assigneeId: string | null;
  dueDate: string | null;
  status: string;
  statusCategory: ItemStatusCategory;
  statusSetBy: string | null;
  statusSetAt: string | null;
  skipReason: string | null;
  note: string | null;
  noteBy: string | null;
  noteAt: string | null;
  signature: ItemSignatureDto | null;
  version: number;
}

/**
 * What the caller may do with a checklist (server/policies/checklist-policy.ts decides; the
 * server enforces the same answers on every write).
 */
export interface ChecklistPermissions {
  /**
   * Change its structure: add, remove, move and edit items (text, mandatory, due date), rename
   * it, change its assignee and due date, skip it and reopen it. The checklist's creator and
   * assignee, its template's managers and site admins; every member when the site's
   * `everyoneEditsChecklists` setting is on.
   */
  canEdit: boolean;
  canDelete: boolean;
  /** Make, list and revoke its share links (whoever may edit it; docs/SHARING.md). */
  canShare: boolean;
  /** Work on its items: statuses, notes, item assignees, signing an unsigned signature item. */
  canWork: boolean;
  /** Archive it, and restore it when archived (an archived checklist is otherwise read-only). */
  canArchive: boolean;
}

export interface ChecklistSummaryDto {
  uid: string;
  title: string;
  templateUid: string | null;
  templateTitle: string | null;
  templateVersion: number | null;
  place: Place & { key?: string };
  assigneeId: string | null;
  dueDate: string | null;
  status: ChecklistStatus;
  progress: Progress;
  openRequired: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  completedBy: string | null;
  skippedAt: string | null;
  skippedBy: string | null;
  skipReason: string | null;
  archivedAt: string | null;
  version: number;
  metaVersion: number;
  permissions: ChecklistPermissions;
}

/** What an item change answers about its checklist: the fields the change can move. */
export type ChecklistStateDto = Pick<
  ChecklistSummaryDto,
  | 'uid'
  | 'status'
  | 'progress'
  | 'openRequired'
  | 'completedAt'
  | 'completedBy'
  | 'updatedAt'
  | 'version'
>;

export interface ChecklistDto extends ChecklistSummaryDto {
  items: ChecklistItemDto[];
}

/** What an item write answers: the item (null once removed) and its checklist's new state. */
export interface ItemResult {
  item: ChecklistItemDto | null;
  checklist: ChecklistStateDto;
}
