/**
 * How a checklist's status and progress follow from its items (docs/ARCHITECTURE.md, "Checklist status and progress").
 *
 * - Countable items are tasks and signatures; headings and notes never count.
 * - Progress = countable items done or skipped / countable items.
 * - The required items are the mandatory countable items, or every countable item when none
 *   is mandatory. A checklist is complete when it has required items, all of them are done
 *   or skipped, and every signature item is signed (a signature cannot be skipped away).
 * - Completion, skipping and archiving are recorded on the checklist; the status shows the
 *   strongest of archived > skipped > completed, otherwise in progress once any countable
 *   item is done or skipped, otherwise not started.
 * - Completion is recorded only by a write that changes what it depends on (an item's status
 *   or signature, its mandatory flag, an item added or removed): a checklist reopened by hand
 *   stays open until then, and a rename never completes it. A recorded completion is undone
 *   by any write after which the rule no longer holds.
 */
import type { ItemKind } from './item-kinds';
import type { ItemStatusCategory } from './settings';
import { isCountable } from './item-kinds';

export const CHECKLIST_STATUSES = [
  'not_started',
  'in_progress',
  'completed',
  'skipped',
  'archived',
] as const;
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export interface RuleItem {
  kind: ItemKind;
  mandatory: boolean;
  statusCategory: ItemStatusCategory;
  signed: boolean;
}

export interface Progress {
  done: number;
  total: number;
  /** 0–100, rounded down so 99.6 % never shows as 100 %. */
  percent: number;
}

const settled = (item: RuleItem) =>
  item.kind === 'signature' ? item.signed : item.statusCategory !== 'open';

export function progressOf(items: readonly RuleItem[]): Progress {
  const countable = items.filter((i) => isCountable(i.kind));
  const done = countable.filter(settled).length;
  const total = countable.length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((done / total) * 100) };
}

function requiredItems(items: readonly RuleItem[]): RuleItem[] {
  const countable = items.filter((i) => isCountable(i.kind));
  const mandatory = countable.filter((i) => i.mandatory);
  return mandatory.length > 0 ? mandatory : countable;
}

/** Required items still open: what keeps the checklist (and a Jira transition) from completing. */
export function openRequiredCount(items: readonly RuleItem[]): number {
  const required = new Set(requiredItems(items));
  return items.filter((item) =>
    required.has(item) ? !settled(item) : item.kind === 'signature' && !item.signed,
  ).length;
}

export function isComplete(items: readonly RuleItem[]): boolean {
  return requiredItems(items).length > 0 && openRequiredCount(items) === 0;
}

export interface RecordedState {
  archivedAt: string | null;
  skippedAt: string | null;
  completedAt: string | null;
}

export function deriveStatus(state: RecordedState, items: readonly RuleItem[]): ChecklistStatus {
  if (state.archivedAt) return 'archived';
  if (state.skippedAt) return 'skipped';
  if (state.completedAt) return 'completed';
  return progressOf(items).done > 0 ? 'in_progress' : 'not_started';
}

/**
 * What a write does to the recorded completion: `complete` records it (who, when), `reopen`
 * undoes it, `null` leaves it. `itemsChanged`: the write changed what completion depends on.
 */
export function completionChange(
  state: RecordedState,
  items: readonly RuleItem[],
  itemsChanged: boolean,
): 'complete' | 'reopen' | null {
  const complete = isComplete(items);
  if (state.completedAt) return complete ? null : 'reopen';
  const open = !state.archivedAt && !state.skippedAt;
  return open && itemsChanged && complete ? 'complete' : null;
}
