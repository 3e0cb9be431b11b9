/**
 * GET /api/confluence/macro and POST /api/confluence/macro/restart: what a checklist macro
 * shows. The page and the macro's parameters are read from Confluence, or taken from what the
 * host signed about the call (never from the frame's URL), so a page or macro of another site,
 * or one the person cannot read, is not found.
 * In the editor's preview nothing is made: the chosen template is shown.
 */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { ChecklistView } from '../checklists/checklist-views';
import type { ConfluencePageRef } from '../../products/confluence-site';
import type { Tenant } from '../../db/repositories/tenants-repository';
import {
  CHECKLIST_MACRO_IDENTIFIERS,
  CHECKLIST_MACRO_KEY,
  fromMacroIdentifiers,
  type ChecklistMacroParams,
  type MacroPageDto,
  type macroQuerySchema,
  type restartMacroSchema,
} from '../../../shared/confluence';
import { authorize, can, SITE } from '../../policies/authorize';
import { conflict, notFound } from '../../errors';
import { checklistView, readChecklist } from '../checklists/read-checklist';
import { askConfluence, confluenceTenant, pageDto, visiblePage } from './confluence-page';
import { ensureMacroChecklist, restartMacroChecklist } from './macro-checklist';
import { seesChecklist } from '../places/placed-access';

export type MacroView =
  | { state: 'checklist'; page: MacroPageDto | null; checklist: ChecklistView }
  | { state: 'unconfigured'; page: MacroPageDto | null; canEditPage: boolean }
  | {
      state: 'preview';
      template: { uid: string; title: string; items: { kind: string; text: string }[] };
    }
  | { state: 'deleted'; page: MacroPageDto; templateTitle: string | null; canRestart: boolean }
  | { state: 'templateMissing'; page: MacroPageDto };

type MacroQuery = z.output<typeof macroQuerySchema>;

/** The macro's parameters as Confluence stores them (by identifier), in the app's names. */
const macroParams = (parameters: Readonly<Record<string, string>>): ChecklistMacroParams =>
  fromMacroIdentifiers(CHECKLIST_MACRO_IDENTIFIERS, parameters);

/**
 * The macro the call comes from. When the host signed the macro's parameters with the call
 * (Forge's invocation context: `ctx.signed.macro`), those are the macro: a request naming
 * another page or macro is not found, and the page is read from Confluence. Otherwise they are
 * read as the page stores them, in its current version (Connect signs no parameters).
 */
async function placedMacro(
  deps: ServiceDeps,
  ctx: RequestContext,
  pageId: string,
  macroId: string,
  atLeastVersion?: number,
): Promise<{ tenant: Tenant; page: ConfluencePageRef; params: ChecklistMacroParams }> {
  const signed = ctx.credential === 'atlassian' ? ctx.signed.macro : undefined;
  if (signed?.parameters) {
    if (
      signed.moduleKey !== CHECKLIST_MACRO_KEY ||
      signed.pageId !== pageId ||
      signed.macroId !== macroId
    )
      throw notFound('errors.macroNotFound');
    const { tenant, page } = await visiblePage(deps, ctx, signed.pageId);
    return { tenant, page, params: macroParams(signed.parameters) };
  }
  const { tenant, page } = await visiblePage(deps, ctx, pageId, atLeastVersion);
  const macro = await askConfluence(() =>
    deps.confluence.macro(tenant, page.id, page.version, macroId),
  );
  if (!macro || macro.name !== CHECKLIST_MACRO_KEY) throw notFound('errors.macroNotFound');
  return { tenant, page, params: macroParams(macro.parameters) };
}

/**
 * The editor's preview: the chosen checklist, or the template's items, nothing made. The page
 * may be a draft Confluence does not show yet, so only the site's own data is read.
 */
async function preview(
  deps: ServiceDeps,
  ctx: RequestContext,
  query: MacroQuery,
): Promise<MacroView> {
  await confluenceTenant(deps, ctx);
  if (query.checklistInstanceUid) {
    const checklist = await readChecklist(deps, ctx, query.checklistInstanceUid);
    return { state: 'checklist', page: null, checklist };
  }
  const template = query.templateUid
    ? await deps.repos.templates.find(ctx.tenantKey, query.templateUid)
    : undefined;
  if (!template) return { state: 'unconfigured', page: null, canEditPage: true };
  authorize(ctx, 'template.use', template);
  return {
    state: 'preview',
    template: {
      uid: template.uid,
      title: query.title?.trim() || template.title,
      items: template.items.map((item) => ({ kind: item.kind, text: item.text })),
    },
  };
}

export async function openMacro(
  deps: ServiceDeps,
  ctx: RequestContext,
  query: MacroQuery,
): Promise<MacroView> {
  authorize(ctx, 'checklist.read', SITE);
  if (query.outputType === 'preview') return preview(deps, ctx, query);
  const { tenant, page, params } = await placedMacro(
    deps,
    ctx,
    query.pageId,
    query.macroId,
    query.pageVersion === undefined ? undefined : Number(query.pageVersion),
  );
  const placed = await ensureMacroChecklist(deps, ctx, page, query.macroId, params);
  const at = pageDto(page);
  if (placed.kind === 'unconfigured') {
    const canEditPage = await askConfluence(() =>
      deps.confluence.hasPagePermission(tenant, ctx.user.id, page.id, 'update'),
    );
    return { state: 'unconfigured', page: at, canEditPage };
  }
  if (placed.kind === 'templateMissing') return { state: 'templateMissing', page: at };
  if (placed.kind === 'chosenMissing')
    return { state: 'deleted', page: at, templateTitle: null, canRestart: false };
  const found = await deps.repos.checklists.find(ctx.tenantKey, placed.row.checklist_uid);
  // A chosen checklist on a page or issue the caller may not see shows as deleted.
  const row = found && (await seesChecklist(deps, ctx, found)) ? found : undefined;
  if (!row) {
    const templateUid = params.templateUid ?? placed.row.template_uid;
    const template = templateUid
      ? await deps.repos.templates.find(ctx.tenantKey, templateUid)
      : undefined;
    return {
      state: 'deleted',
      page: at,
      templateTitle: template?.title ?? null,
      canRestart:
        !!template &&
        !template.archived &&
        placed.row.source === 'template' &&
        can(ctx, 'checklist.create', SITE),
    };
  }
  return { state: 'checklist', page: at, checklist: await readChecklist(deps, ctx, row.uid) };
}

/** A new checklist for a macro whose checklist was deleted (409 while it still has one). */
export async function restartMacro(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: z.output<typeof restartMacroSchema>,
): Promise<MacroView> {
  authorize(ctx, 'checklist.create', SITE);
  const { page, params } = await placedMacro(deps, ctx, input.pageId, input.macroId);
  const row = await deps.repos.confluence.macro(ctx.tenantKey, page.id, input.macroId);
  if (!row || row.source !== 'template') throw notFound('errors.macroNotFound');
  if (await deps.repos.checklists.find(ctx.tenantKey, row.checklist_uid))
    throw conflict('errors.macroHasChecklist');
  const written = await restartMacroChecklist(deps, ctx, page, row, params);
  // The answer is the checklist that was written, with the rights decided before the commit;
  // when nothing was written (another restart won), the macro as it is now.
  if (!written) return openMacro(deps, ctx, { pageId: input.pageId, macroId: input.macroId });
  const checklist = await checklistView(deps.repos, ctx, written);
  return { state: 'checklist', page: pageDto(page), checklist };
}
