/** POST /api/checklists: from a template, blank (a title), or prefilled (a title and items). */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import { checklistSearchText } from '../../db/repositories/checklists-repository';
import type { ItemRow } from '../../db/repositories/items-repository';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { createChecklistSchema } from '../../../shared/checklists';
import type { TemplateItem } from '../../../shared/items';
import { isCountable } from '../../../shared/item-kinds';
import { authorize } from '../../policies/authorize';
import { notFound } from '../../errors';
import { newUid } from '../../lib/ids';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { withItemIds } from '../templates/template-items';
import { deriveState } from './checklist-state';
import { checkPeople } from '../people/people-check';
import { newItemRow } from '../items/new-item-row';
import { isMember } from '../../policies/callers';
import { visibleIssue } from '../jira/issue-access';
import { checklistView } from './read-checklist';
import type { ChecklistView } from './checklist-views';

export type CreateChecklistFields = z.output<typeof createChecklistSchema>;

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function itemRows(
  tenantKey: string,
  checklistUid: string,
  items: readonly TemplateItem[],
  createdDay: string,
): ItemRow[] {
  return items.map((item, index) =>
    newItemRow({
      checklist_uid: checklistUid,
      // Template item ids are kept, so statistics can follow an item across checklists.
      id: item.id,
      tenant_key: tenantKey,
      position: index + 1,
      kind: item.kind,
      text: item.text,
      mandatory: item.mandatory ? 1 : 0,
      assignee_id: item.assigneeId,
      due_date: item.dueOffsetDays === null ? null : addDays(createdDay, item.dueOffsetDays),
    }),
  );
}

/** A checklist ready to store: its row, its items and the `created` event. */
export interface NewChecklist {
  row: ChecklistRow;
  items: ItemRow[];
  template: TemplateRecord | undefined;
}

/**
 * Checks and builds a new checklist without writing it (the caller stores it with
 * `storeChecklist`, possibly together with other writes in one transaction).
 */
export async function buildChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateChecklistFields,
  at: string = nowIso(),
): Promise<NewChecklist> {
  authorize(ctx, 'checklist.create', { templateUid: input.templateUid ?? null });
  let template: TemplateRecord | undefined;
  if (input.templateUid) {
    template = await deps.repos.templates.find(ctx.tenantKey, input.templateUid);
    if (!template) throw notFound('errors.templateNotFound');
    authorize(ctx, 'template.use', template);
  }
  await checkPeople(
    deps,
    ctx,
    [input.assigneeId, ...(input.items ?? []).map((i) => i.assigneeId)],
    {
      templateUid: template?.uid ?? null,
    },
  );
  // In Jira, a person adds checklists only to issues they can see (Jira's own rule).
  const place =
    input.place.kind === 'jira_issue' && ctx.productType === 'jira' && isMember(ctx)
      ? { ...input.place, key: (await visibleIssue(deps, ctx, input.place.id)).key }
      : input.place;
  // A page the caller may not read (or that does not exist) gets no checklist, as an issue.
  if (
    place.kind === 'confluence_page' &&
    !(await deps.visibility.sees(ctx, { kind: place.kind, id: place.id }))
  )
    throw notFound('errors.pageNotVisible');
  const uid = newUid();
  const title = input.title ?? template?.title ?? '';
  const items = input.items ? withItemIds(input.items) : (template?.items ?? []);
  const row: ChecklistRow = {
    uid,
    tenant_key: ctx.tenantKey,
    title,
    search_text: checklistSearchText(title),
    template_uid: template?.uid ?? null,
    template_version: template?.version ?? null,
    place_kind: place.kind,
    place_id: place.kind === 'standalone' ? null : place.id,
    place_key: place.kind === 'jira_issue' ? (place.key ?? null) : null,
    macro_id: place.kind === 'confluence_page' ? (place.macroId ?? null) : null,
    assignee_id: input.assigneeId,
    due_date: input.dueDate,
    status: 'not_started',
    progress_done: 0,
    progress_total: 0,
    open_required: 0,
    created_at: at,
    created_by: ctx.user.id,
    updated_at: at,
    updated_by: ctx.user.id,
    completed_at: null,
    completed_by: null,
    skipped_at: null,
    skipped_by: null,
    skip_reason: null,
    archived_at: null,
    version: 1,
    meta_version: 1,
  };
  const rows = itemRows(ctx.tenantKey, uid, items, at.slice(0, 10));
  const { fields } = deriveState(row, rows, ctx.user.id, at, true);
  return { row: { ...row, ...fields }, items: rows, template };
}

/**
 * Writes a built checklist, its items and its `created` event in the caller's transaction.
 * Its template's `template.use` (checked when it was built, outside) is decided again here,
 * against the template as it is when the checklist is written (archived meanwhile: 409).
 */
export async function storeChecklist(
  deps: Pick<ServiceDeps, 'placeChanges'>,
  uow: UnitOfWork,
  ctx: RequestContext,
  built: NewChecklist,
): Promise<void> {
  const { row, items, template } = built;
  if (template) {
    const current = await uow.repos.templates.find(ctx.tenantKey, template.uid);
    if (!current) throw notFound('errors.templateNotFound');
    authorize(ctx, 'template.use', current);
  }
  await uow.repos.checklists.insert(row);
  await uow.repos.items.insertMany(items);
  await deps.placeChanges.changed(uow, row, row.created_at);
  await uow.repos.audit.insert(
    auditRows(ctx, row.created_at, [
      {
        action: 'created',
        checklistUid: row.uid,
        templateUid: template?.uid ?? null,
        place: { kind: row.place_kind, id: row.place_id },
        after: {
          title: row.title,
          items: items.length,
          tasks: items.filter((item) => isCountable(item.kind)).length,
          ...(template ? { template: template.title } : {}),
        },
      },
    ]),
  );
}

/** Builds outside the transaction (the host may be asked), stores in it; answers it as written. */
export async function createChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateChecklistFields,
): Promise<ChecklistView> {
  const built = await buildChecklist(deps, ctx, input);
  await deps.run((uow) => storeChecklist(deps, uow, ctx, built));
  return checklistView(deps.repos, ctx, built.row);
}
