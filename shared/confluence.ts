/**
 * The Confluence app's contract (docs/CONFLUENCE.md): the checklist macro's and the list
 * macro's parameters as Confluence stores them, and the `/api/confluence` requests and answers.
 */
import { z } from 'zod';
import { uidSchema } from './templates';
import { text } from './fields';
import { paginationQuerySchema } from './pagination';
import { checklistFilterSchema, type ChecklistDto, type ChecklistSummaryDto } from './checklists';
import { userIdSchema } from './items';
import { TITLE_MAX } from './limits';
import type { Page } from './pagination';

export {
  CHECKLIST_MACRO_KEY,
  CHECKLIST_MACRO_IDENTIFIERS,
  LIST_MACRO_KEY,
  LIST_MACRO_CHOSEN_MAX,
  LIST_MACRO_IDENTIFIERS,
  chosenUids,
  fromMacroIdentifiers,
  toMacroIdentifiers,
} from './confluence-rules';
import { LIST_MACRO_CHOSEN_MAX } from './confluence-rules';

/** Confluence ids: pages are numbers, macro ids uuids (older pages: other short tokens). */
export const pageIdSchema = z.string().regex(/^\d{1,20}$/);
export const macroIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
export const spaceKeySchema = z.string().regex(/^[A-Za-z0-9~_-]{1,255}$/);

/**
 * What the checklist macro's editor saves (`AP.confluence.saveMacro`), all strings as
 * Confluence keeps them (under CHECKLIST_MACRO_IDENTIFIERS): a template to make the page's
 * checklist from (and its title), or an existing checklist to show.
 */
export interface ChecklistMacroParams {
  templateUid?: string;
  checklistInstanceUid?: string;
  title?: string;
}

/** `GET /api/confluence/macro?pageId&macroId`: where the macro is, as Confluence says. */
export const macroQuerySchema = z
  .object({
    pageId: pageIdSchema,
    macroId: macroIdSchema,
    pageVersion: z
      .string()
      .regex(/^\d{1,10}$/)
      .optional(),
    /** `preview` in the editor: nothing is created, the template is shown. */
    outputType: z.string().max(40).optional(),
    /** The editor's unsaved choice, only read in preview. */
    templateUid: z.union([uidSchema, z.literal('')]).optional(),
    checklistInstanceUid: z.union([uidSchema, z.literal('')]).optional(),
    title: text().max(TITLE_MAX).optional(),
  })
  .strict();

export const restartMacroSchema = z
  .object({ pageId: pageIdSchema, macroId: macroIdSchema })
  .strict();

export interface MacroPageDto {
  id: string;
  title: string;
  spaceKey: string;
}

/** What the checklist macro shows. */
export type MacroViewDto =
  /** `page` is null in the editor's preview (the page may be an unsaved draft). */
  | { state: 'checklist'; page: MacroPageDto | null; checklist: ChecklistDto }
  /** Placed but nothing chosen yet (or an editor preview without a choice). */
  | { state: 'unconfigured'; page: MacroPageDto | null; canEditPage: boolean }
  /** The editor's preview: the template's items, nothing created. */
  | {
      state: 'preview';
      template: { uid: string; title: string; items: { kind: string; text: string }[] };
    }
  /** The page's checklist (or the chosen one) was deleted; a new one can be started. */
  | {
      state: 'deleted';
      page: MacroPageDto;
      templateTitle: string | null;
      canRestart: boolean;
    }
  /** The chosen template no longer exists (and no checklist was made from it here). */
  | { state: 'templateMissing'; page: MacroPageDto };

/** A checklist in the list macro and the page panel: its summary and where it lives. */
export interface PlacedChecklistDto extends ChecklistSummaryDto {
  page: MacroPageDto | null;
}

/** The list macro's parameters (saveMacro): chosen checklists, or a filter. */
export const listMacroParamsSchema = z
  .object({
    checklists: text()
      .max(LIST_MACRO_CHOSEN_MAX * 41)
      .optional(),
    templateUid: z.union([uidSchema, z.literal('')]).optional(),
    status: z.union([checklistFilterSchema, z.literal('')]).optional(),
    spaceKey: z.union([spaceKeySchema, z.literal('')]).optional(),
    label: z.union([text().trim().max(100), z.literal('')]).optional(),
    assigneeId: z.union([userIdSchema, z.literal('')]).optional(),
  })
  .strict();
export type ListMacroParams = z.infer<typeof listMacroParamsSchema>;

/** `GET /api/confluence/checklists`: the list macro's page of checklists. */
export const listMacroQuerySchema = paginationQuerySchema.merge(listMacroParamsSchema).strict();
export type ListMacroQuery = z.infer<typeof listMacroQuerySchema>;

export type ListMacroDto = Page<PlacedChecklistDto>;

/** `GET /api/confluence/pages/:pageId/checklists`: the page panel. */
export interface PagePanelDto {
  page: MacroPageDto;
  checklists: PlacedChecklistDto[];
}
