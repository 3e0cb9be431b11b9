/**
 * A checklist's status in words, the same in every list and view: a completed checklist
 * with items still open says that its required items are done and how many optional ones
 * are open, so "Completed" beside a bar at 30 % says what it means. No React, no Atlaskit:
 * the light entries use it too.
 */
import type { TFunction } from 'i18next';
import type { ChecklistStatus } from '../../shared/checklist-rules';

export function checklistStatusLabel(
  t: TFunction,
  status: ChecklistStatus,
  progress?: { done: number; total: number },
): string {
  if (status === 'completed' && progress && progress.done < progress.total)
    return t('checklistStatus.completedOptionalOpen', { count: progress.total - progress.done });
  return t(`checklistStatus.${status}`);
}
