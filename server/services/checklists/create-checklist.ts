/** POST /api/checklists: from a template, blank (a title), or prefilled (a title and items). */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import { checklistSearchText } from '../../db/repositories/checklists-repository';
import type { ItemRow } from '../../db/repositories/items-repository';
import type { TemplateRecord } from '../../db/repositories/templates-repository';
import type { createChecklistSchema } from '../../../shared/checklists';
import type { TemplateItem } from '../../../shared/items';
import { isCountable } from '../../../shared/item-kinds';
import { authorize, SITE } from '../../policies/authorize';
import { notFound } from '../../errors';
import { newUid } from '../../lib/ids';
import { nowIso } from '../../db/clock';
import type { ServiceDeps } from '../service-deps';
import { auditRows } from '../audit/audit-writer';
import { withItemIds } from '../templates/template-items';
import { deriveState } from './checklist-state';
import { newItemRow } from '../items/new-item-row';

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

export async function createChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: CreateChecklistFields,
): Promise<string> {
  authorize(ctx, 'checklist.create', SITE);
  let template: TemplateRecord | undefined;
  if (input.templateUid) {
    template = await deps.repos.templates.find(ctx.tenantKey, input.templateUid);
    if (!template) throw notFound('errors.templateNotFound');
    authorize(ctx, 'template.use', template);
  }
  await deps.people(ctx, [input.assigneeId, ...(input.items ?? []).map((i) => i.assigneeId)]);
  const at = nowIso();
  const uid = newUid();
  const title = input.title ?? template?.title ?? '';
  const items = input.items ? withItemIds(input.items) : (template?.items ?? []);
  const place = input.place;
  const row: ChecklistRow = {
    uid,
    tenant_key: ctx.tenantKey,
    title,
    search_text: checklistSearchText(title),
    template_uid: template?.uid ?? null,
    template_version: template?.version ?? null,
    place_kind: place.kind,
    place_id: place.kind === 'standalone' ? null : place.id,
    place_key: place.kind === 'jira_issue' ? place.key : null,
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
  await deps.run(async (uow) => {
    await uow.repos.checklists.insert({ ...row, ...fields });
    await uow.repos.items.insertMany(rows);
    await uow.repos.audit.insert(
      auditRows(ctx, at, [
        {
          action: 'created',
          checklistUid: uid,
          templateUid: template?.uid ?? null,
          place: { kind: row.place_kind, id: row.place_id },
          after: {
            title,
            items: rows.length,
            tasks: rows.filter((item) => isCountable(item.kind)).length,
            ...(template ? { template: template.title } : {}),
          },
        },
      ]),
    );
  });
  return uid;
}
