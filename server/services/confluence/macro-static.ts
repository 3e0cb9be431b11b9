/**
 * The checklist macro where Confluence cannot run the frame (PDF and Word export, e-mail,
 * feeds: the macro's render modes): what the checklist holds now, for a static list. Asked by
 * Confluence itself for the person exporting; nothing is made here (a macro nobody opened yet
 * shows its template's items as not started).
 */
import type { RequestContext } from '../../auth/request-context';
import type { ServiceDeps } from '../service-deps';
import type { StaticMacro } from '../confluence/confluence-views';
import {
  CHECKLIST_MACRO_IDENTIFIERS,
  CHECKLIST_MACRO_KEY,
  fromMacroIdentifiers,
} from '../../../shared/confluence';
import { readChecklist } from '../checklists/read-checklist';
import { askConfluence, pageDto, visiblePage } from './confluence-page';
import { seesChecklist } from '../places/placed-access';

export async function staticMacro(
  deps: ServiceDeps,
  ctx: RequestContext,
  pageId: string,
  macroId: string,
): Promise<StaticMacro> {
  const { tenant, page } = await visiblePage(deps, ctx, pageId);
  const macro = await askConfluence(() =>
    deps.confluence.macro(tenant, page.id, page.version, macroId),
  );
  if (!macro || macro.name !== CHECKLIST_MACRO_KEY) return { state: 'empty' };
  const row = await deps.repos.confluence.macro(ctx.tenantKey, page.id, macroId);
  const params = fromMacroIdentifiers(CHECKLIST_MACRO_IDENTIFIERS, macro.parameters);
  const uid = row?.checklist_uid ?? params.checklistInstanceUid;
  const stored = uid ? await deps.repos.checklists.find(ctx.tenantKey, uid) : undefined;
  // A checklist chosen from a page or issue the exporting person may not see is left out.
  const found = stored && (await seesChecklist(deps, ctx, stored)) ? stored : undefined;
  if (found) {
    const checklist = await readChecklist(deps, ctx, found.uid);
    const people = new Set<string>();
    for (const item of checklist.items) {
      if (item.status_set_by) people.add(item.status_set_by);
    }
    for (const signature of checklist.signatures) people.add(signature.signed_by);
    const users = await deps.directory.users(tenant, [...people]);
    return {
      state: 'checklist',
      page: pageDto(page),
      checklist,
      names: new Map(users.map((u) => [u.id, u.displayName])),
    };
  }
  const templateUid = params.templateUid;
  const template = templateUid
    ? await deps.repos.templates.find(ctx.tenantKey, templateUid)
    : undefined;
  if (!template || row) return { state: 'empty' };
  return {
    state: 'notStarted',
    title: params.title?.trim() || template.title,
    items: template.items.map((item) => ({ kind: item.kind, text: item.text })),
  };
}
