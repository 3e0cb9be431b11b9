/**
 * The checklist a placed checklist macro shows, made from the macro's template on its first
 * view, exactly once: the checklist and the macro's row are written in one transaction and
 * the row's key (site, page, macro) decides between people opening a fresh macro together.
 * A copied page has another page id, so its macro gets a fresh checklist (docs/CONFLUENCE.md).
 */
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { MacroRow } from '../../db/repositories/confluence-repository';
import type { ConfluencePageRef } from '../../products/confluence-site';
import type { ChecklistMacroParams } from '../../../shared/confluence';
import { buildChecklist, storeChecklist } from '../checklists/create-checklist';
import { nowIso } from '../../db/clock';
import { seesChecklist } from '../places/placed-access';

/** What the macro points at now: its row, or why it has none. */
export type MacroChecklist =
  | { kind: 'row'; row: MacroRow }
  | { kind: 'unconfigured' }
  | { kind: 'chosenMissing' }
  | { kind: 'templateMissing' };

const baseRow = (ctx: RequestContext, page: ConfluencePageRef, macroId: string, at: string) => ({
  tenant_key: ctx.tenantKey,
  page_id: page.id,
  macro_id: macroId,
  space_key: page.spaceKey,
  page_title: page.title.slice(0, 255),
  created_at: at,
  created_by: ctx.user.id,
  updated_at: at,
});

/** What a changed choice rewrites of a macro's row (never who placed it, or when). */
const choiceOf = (row: MacroRow) => ({
  checklist_uid: row.checklist_uid,
  source: row.source,
  template_uid: row.template_uid,
  updated_at: row.updated_at,
});

/** A new checklist from the macro's template, built (not yet stored); undefined if none. */
async function fromTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  page: ConfluencePageRef,
  macroId: string,
  params: ChecklistMacroParams,
  at: string,
) {
  if (!params.templateUid) return undefined;
  const template = await deps.repos.templates.find(ctx.tenantKey, params.templateUid);
  if (!template || template.archived) return undefined;
  return buildChecklist(
    deps,
    ctx,
    {
      templateUid: template.uid,
      ...(params.title?.trim() ? { title: params.title.trim().slice(0, 200) } : {}),
      place: { kind: 'confluence_page', id: page.id, macroId },
      assigneeId: null,
      dueDate: null,
    },
    at,
  );
}

/**
 * The macro's checklist, made now when the macro names a template and has none yet. When the
 * editor has since chosen another checklist or template, the macro follows the new choice.
 */
export async function ensureMacroChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  page: ConfluencePageRef,
  macroId: string,
  params: ChecklistMacroParams,
): Promise<MacroChecklist> {
  const existing = await deps.repos.confluence.macro(ctx.tenantKey, page.id, macroId);
  const chosen = params.checklistInstanceUid || undefined;
  const rechosen =
    existing &&
    (chosen
      ? existing.checklist_uid !== chosen
      : params.templateUid
        ? existing.source !== 'template' || existing.template_uid !== params.templateUid
        : false);
  if (existing && !rechosen) {
    if (existing.page_title !== page.title || existing.space_key !== page.spaceKey)
      await deps.repos.confluence.renamePage(ctx.tenantKey, {
        pageId: page.id,
        title: page.title.slice(0, 255),
        spaceKey: page.spaceKey,
      });
    return { kind: 'row', row: existing };
  }
  const at = nowIso();
  if (chosen) {
    const checklist = await deps.repos.checklists.find(ctx.tenantKey, chosen);
    // One on a page or issue the editor's reader may not see is as missing as a deleted one.
    if (!checklist || !(await seesChecklist(deps, ctx, checklist)))
      return { kind: 'chosenMissing' };
    const row: MacroRow = {
      ...baseRow(ctx, page, macroId, at),
      checklist_uid: chosen,
      source: 'chosen',
      template_uid: null,
    };
    await place(deps, ctx, existing, row);
    return {
      kind: 'row',
      row: (await deps.repos.confluence.macro(ctx.tenantKey, page.id, macroId)) ?? row,
    };
  }
  if (!params.templateUid)
    return existing ? { kind: 'row', row: existing } : { kind: 'unconfigured' };
  const built = await fromTemplate(deps, ctx, page, macroId, params, at);
  if (!built) return existing ? { kind: 'row', row: existing } : { kind: 'templateMissing' };
  const row: MacroRow = {
    ...baseRow(ctx, page, macroId, at),
    checklist_uid: built.row.uid,
    source: 'template',
    template_uid: built.row.template_uid,
  };
  await deps.run(async (uow) => {
    const placed = existing
      ? await uow.repos.confluence.replaceChecklist(
          ctx.tenantKey,
          page.id,
          macroId,
          existing.checklist_uid,
          choiceOf(row),
        )
      : await uow.repos.confluence.claimMacro(row);
    // Someone else's view made (or changed) it a moment ago: theirs stands, ours is not stored.
    if (placed) await storeChecklist(deps, uow, ctx, built);
  });
  const now = await deps.repos.confluence.macro(ctx.tenantKey, page.id, macroId);
  return now ? { kind: 'row', row: now } : { kind: 'unconfigured' };
}

/** Places a chosen checklist: a new row, or the existing row pointed at it. */
async function place(
  deps: ServiceDeps,
  ctx: RequestContext,
  existing: MacroRow | undefined,
  row: MacroRow,
): Promise<void> {
  if (!existing) await deps.repos.confluence.claimMacro(row);
  else
    await deps.repos.confluence.replaceChecklist(
      ctx.tenantKey,
      row.page_id,
      row.macro_id,
      existing.checklist_uid,
      choiceOf(row),
    );
}

/**
 * After the macro's checklist was deleted: a new one from the macro's template, once even if
 * several people ask together (the row still names the deleted one until one of them wins).
 * False when there is no template to start from.
 */
export async function restartMacroChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  page: ConfluencePageRef,
  row: MacroRow,
  params: ChecklistMacroParams,
): Promise<ChecklistRow | null> {
  const templateUid = params.templateUid || row.template_uid || undefined;
  const built = await fromTemplate(
    deps,
    ctx,
    page,
    row.macro_id,
    { ...params, templateUid },
    nowIso(),
  );
  if (!built) return null;
  return deps.run(async (uow) => {
    const replaced = await uow.repos.confluence.replaceChecklist(
      ctx.tenantKey,
      page.id,
      row.macro_id,
      row.checklist_uid,
      {
        checklist_uid: built.row.uid,
        source: 'template',
        template_uid: built.row.template_uid,
        updated_at: built.row.created_at,
      },
    );
    if (!replaced) return null;
    await storeChecklist(deps, uow, ctx, built);
    return built.row;
  });
}
