/**
 * After any change to a checklist's items: recompute status and progress by the shared
 * rules, record completion (who, when) or its undoing, and say which audit events that makes.
 */
import type { ChecklistRow } from '../db/repositories/checklists-repository';
import type { RuleRow } from '../db/repositories/items-repository';
import {
  deriveStatus,
  isComplete,
  openRequiredCount,
  progressOf,
  type RuleItem,
} from '../../shared/checklist-rules';
import type { AuditEntry } from './audit-writer';

export const toRuleItem = (item: RuleRow): RuleItem => ({
  kind: item.kind,
  mandatory: item.mandatory === 1,
  statusCategory: item.status_category,
  signed: item.signed === 1,
});

export type DerivedFields = Pick<
  ChecklistRow,
  'status' | 'progress_done' | 'progress_total' | 'open_required' | 'completed_at' | 'completed_by'
>;

/** Derived fields for `row` with `items`, and the completion events the change causes. */
export function deriveState(
  row: ChecklistRow,
  items: RuleRow[],
  actorId: string,
  at: string,
): { fields: DerivedFields; events: AuditEntry[] } {
  const rules = items.map(toRuleItem);
  const progress = progressOf(rules);
  const complete = isComplete(rules);
  const events: AuditEntry[] = [];
  let completedAt = row.completed_at;
  let completedBy = row.completed_by;
  const place = { kind: row.place_kind, id: row.place_id };
  const open = !row.archived_at && !row.skipped_at;

  if (open && !completedAt && complete) {
    completedAt = at;
    completedBy = actorId;
    events.push({ action: 'completed', checklistUid: row.uid, place });
  } else if (completedAt && !complete) {
    events.push({
      action: 'reopened',
      checklistUid: row.uid,
      place,
      before: { completedAt, completedBy },
      after: { automatic: true },
    });
    completedAt = null;
    completedBy = null;
  }
  const status = deriveStatus(
    { archivedAt: row.archived_at, skippedAt: row.skipped_at, completedAt },
    rules,
  );
  return {
    fields: {
      status,
      progress_done: progress.done,
      progress_total: progress.total,
      open_required: openRequiredCount(rules),
      completed_at: completedAt,
      completed_by: completedBy,
    },
    events,
  };
}
