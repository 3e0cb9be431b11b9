/**
 * After any change to a checklist: recompute status and progress by the shared rules, record
 * completion (who, when) or its undoing, and say which audit events that makes.
 */
import type { ChecklistRow } from '../../db/repositories/checklists-repository';
import type { RuleRow } from '../../db/repositories/items-repository';
import {
  completionChange,
  deriveStatus,
  openRequiredCount,
  progressOf,
  type RuleItem,
} from '../../../shared/checklist-rules';
import type { AuditEntry } from '../audit/audit-writer';

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

/**
 * Derived fields for `row` with `items`, and the completion events the change causes.
 * `itemsChanged`: the write changed what completion depends on (only such a write completes).
 */
export function deriveState(
  row: ChecklistRow,
  items: RuleRow[],
  actorId: string,
  at: string,
  itemsChanged: boolean,
): { fields: DerivedFields; events: AuditEntry[] } {
  const rules = items.map(toRuleItem);
  const progress = progressOf(rules);
  const events: AuditEntry[] = [];
  let completedAt = row.completed_at;
  let completedBy = row.completed_by;
  const place = { kind: row.place_kind, id: row.place_id };
  const change = completionChange(
    { archivedAt: row.archived_at, skippedAt: row.skipped_at, completedAt },
    rules,
    itemsChanged,
  );

  if (change === 'complete') {
    completedAt = at;
    completedBy = actorId;
    events.push({ action: 'completed', checklistUid: row.uid, place });
  } else if (change === 'reopen' && completedAt) {
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
