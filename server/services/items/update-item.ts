/**
 * PATCH /api/checklists/:uid/items/:itemId: an item's status (with a reason when skipped),
 * note and assignee are work every member does; its text, mandatory flag and due date are the
 * checklist's structure (policies/checklist-policy.ts). One write, one audit event per kind of
 * change, a 409 with the item as it is when `version` is stale.
 */
import type { z } from 'zod';
import type { RequestContext } from '../../auth/request-context';
import type { ItemChanges, ItemRow } from '../../db/repositories/items-repository';
import type { updateItemSchema } from '../../../shared/checklists';
import { invalidInput } from '../../errors';
import type { ServiceDeps } from '../service-deps';
import type { AuditEntry } from '../audit/audit-writer';
import { writeChecklist, type WriteAction } from '../checklists/checklist-writer';
import { statusCategory } from './item-status';
import { needsSkipReason } from '../../../shared/item-statuses';
import {
  applyItem,
  checklistTemplate,
  itemChanged,
  itemOutcome,
  requireItem,
  type ItemView,
} from './item-writes';
import { placeOfRow } from '../checklists/checklist-place';
import { checkPeople } from '../people/people-check';

export type UpdateItemFields = z.output<typeof updateItemSchema>;

/**
 * The actions a change needs: structure fields need `edit`, the rest `work`. A share link's
 * visitor knows nobody of the site: assigning an item is structure for them (refused).
 */
function actionsFor(ctx: RequestContext, input: UpdateItemFields): WriteAction[] {
  const assigning = input.assigneeId !== undefined;
  const shared = ctx.credential === 'share';
  const structure =
    input.text !== undefined ||
    input.mandatory !== undefined ||
    input.dueDate !== undefined ||
    (assigning && shared);
  const work =
    input.status !== undefined ||
    input.note !== undefined ||
    input.skipReason !== undefined ||
    (assigning && !shared);
  return [
    ...(work ? (['checklist.work'] as const) : []),
    ...(structure ? (['checklist.edit'] as const) : []),
  ];
}

export async function updateItem(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
  itemId: string,
  input: UpdateItemFields,
): Promise<ItemView> {
  if (input.assigneeId && ctx.credential !== 'share') {
    const before = await deps.repos.items.find(ctx.tenantKey, uid, itemId);
    await checkPeople(deps, ctx, [input.assigneeId], {
      alreadyThere: [before?.assignee_id],
      templateUid: () => checklistTemplate(deps, ctx, uid),
    });
  }
  const category =
    input.status === undefined
      ? undefined
      : await statusCategory(deps.repos, ctx.tenantKey, input.status);
  const { result: item, row } = await writeChecklist(
    deps,
    ctx,
    uid,
    actionsFor(ctx, input),
    async (uow, checklist, at) => {
      const current = await requireItem(uow, ctx, uid, itemId);
      const changes: ItemChanges = {};
      const events: AuditEntry[] = [];
      const event = (action: AuditEntry['action'], before: unknown, after: unknown) =>
        events.push({
          action,
          checklistUid: uid,
          itemId,
          place: placeOfRow(checklist),
          before,
          after,
        });

      if (input.status !== undefined && category !== undefined) {
        if (current.kind === 'heading' || current.kind === 'note')
          throw invalidInput('errors.itemNotCheckable');
        if (current.kind === 'signature') throw invalidInput('errors.signatureNeedsSigning');
        // "Skip with a reason": every status that counts as skipped needs one, but the
        // built-in "not applicable" (shared/item-statuses.ts), which may have one.
        if (needsSkipReason(input.status, category) && !input.skipReason)
          throw invalidInput('errors.skipReasonRequired');
        const reason = category === 'skipped' ? (input.skipReason ?? null) : null;
        if (input.status !== current.status || reason !== current.skip_reason) {
          Object.assign(changes, {
            status: input.status,
            status_category: category,
            status_set_by: ctx.user.id,
            status_set_at: at,
            skip_reason: reason,
          });
          event(
            'status_changed',
            { status: current.status },
            { status: input.status, ...(reason ? { reason } : {}) },
          );
        }
      }
      if (input.note !== undefined && (input.note || null) !== current.note) {
        const note = input.note || null;
        Object.assign(changes, {
          note,
          note_by: note ? ctx.user.id : null,
          note_at: note ? at : null,
        });
        event('note_changed', { note: current.note }, { note });
      }
      const edited = editedFields(current, input);
      if (edited) {
        Object.assign(changes, edited.changes);
        event('item_edited', edited.before, edited.after);
      }
      if (Object.keys(changes).length === 0) {
        // Nothing differs: still a stale version must not pass silently.
        if (current.version !== input.version) throw itemChanged(current);
        return { events, result: current };
      }
      return {
        events,
        result: await applyItem(uow, ctx, current, input.version, changes),
        itemsChanged: changes.status_category !== undefined || changes.mandatory !== undefined,
      };
    },
  );
  return itemOutcome(deps.repos, ctx, row, item);
}

/** Text, mandatory, assignee and due date that differ: the changes and the audit event's sides. */
function editedFields(current: ItemRow, input: UpdateItemFields) {
  const changes: ItemChanges = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const edit = <K extends keyof ItemChanges>(
    key: string,
    column: K,
    was: unknown,
    now: unknown,
    value: ItemChanges[K],
  ) => {
    changes[column] = value;
    before[key] = was;
    after[key] = now;
  };
  if (input.text !== undefined && input.text !== current.text)
    edit('text', 'text', current.text, input.text, input.text);
  if (input.mandatory !== undefined && (input.mandatory ? 1 : 0) !== current.mandatory)
    edit(
      'mandatory',
      'mandatory',
      current.mandatory === 1,
      input.mandatory,
      input.mandatory ? 1 : 0,
    );
  if (input.assigneeId !== undefined && input.assigneeId !== current.assignee_id)
    edit('assigneeId', 'assignee_id', current.assignee_id, input.assigneeId, input.assigneeId);
  if (input.dueDate !== undefined && input.dueDate !== current.due_date)
    edit('dueDate', 'due_date', current.due_date, input.dueDate, input.dueDate);
  return Object.keys(changes).length === 0 ? undefined : { changes, before, after };
}
