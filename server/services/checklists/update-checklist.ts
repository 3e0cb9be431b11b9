/**
 * PATCH /api/checklists/:uid: title, assignee and due date (the checklist's structure) at its
 * `metaVersion`; a stale one answers 409 with the checklist as it is now. Answers the checklist
 * as written (the transaction decided the right to change it; the answer decides nothing).
 */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import { checklistSearchText } from '../../db/repositories/checklists-repository';
import type { updateChecklistSchema } from '../../../shared/checklists';
import { conflict } from '../../errors';
import type { ServiceDeps } from '../service-deps';
import type { AuditEntry } from '../audit/audit-writer';
import { writeChecklist } from './checklist-writer';
import { checkPeople } from '../people/people-check';
import { placeOfRow } from './checklist-place';
import { checklistView } from './read-checklist';
import type { ChecklistView } from './checklist-views';

export type UpdateChecklistFields = z.output<typeof updateChecklistSchema>;

export async function updateChecklist(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  input: UpdateChecklistFields,
): Promise<ChecklistView> {
  if (input.assigneeId) {
    const before = await deps.repos.checklists.find(ctx.tenantKey, uid);
    await checkPeople(deps, ctx, [input.assigneeId], {
      alreadyThere: [before?.assignee_id],
      templateUid: before?.template_uid ?? null,
    });
  }
  const { row: written } = await writeChecklist(
    deps,
    ctx,
    uid,
    ['checklist.edit'],
    async (_uow, row) => {
      // The row is locked for this write: comparing versions here is race-free.
      if (row.meta_version !== input.metaVersion) throw conflict('errors.checklistChanged');
      const changes: Partial<ChecklistRow> = {};
      const events: AuditEntry[] = [];
      const event = (action: AuditEntry['action'], before: unknown, after: unknown) =>
        events.push({ action, checklistUid: uid, place: placeOfRow(row), before, after });
      if (input.title !== undefined && input.title !== row.title) {
        changes.title = input.title;
        changes.search_text = checklistSearchText(input.title);
        event('renamed', { title: row.title }, { title: input.title });
      }
      if (input.assigneeId !== undefined && input.assigneeId !== row.assignee_id) {
        changes.assignee_id = input.assigneeId;
        event('assigned', { assigneeId: row.assignee_id }, { assigneeId: input.assigneeId });
      }
      if (input.dueDate !== undefined && input.dueDate !== row.due_date) {
        changes.due_date = input.dueDate;
        event('due_date_changed', { dueDate: row.due_date }, { dueDate: input.dueDate });
      }
      return {
        events,
        result: undefined,
        changes: { ...changes, meta_version: row.meta_version + 1 },
        touch: events.length > 0,
      };
    },
  );
  return checklistView(deps.repos, ctx, written);
}
