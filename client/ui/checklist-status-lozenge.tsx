import { useTranslation } from 'react-i18next';
import Lozenge from '@atlaskit/lozenge';
import type { ChecklistStatus } from '../../shared/checklist-rules';
import { checklistStatusLabel } from './checklist-status-label';

/** One colour per checklist status, the same in every list and view (completed is green). */
export const STATUS_APPEARANCE = {
  not_started: 'default',
  in_progress: 'inprogress',
  completed: 'success',
  skipped: 'moved',
  archived: 'removed',
} as const satisfies Record<ChecklistStatus, string>;

/** A checklist's status as a lozenge in its colour (with `progress`: optional items still open said). */
export function ChecklistStatusLozenge({
  status,
  progress,
  testId,
}: {
  status: ChecklistStatus;
  progress?: { done: number; total: number };
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Lozenge appearance={STATUS_APPEARANCE[status]} testId={testId} maxWidth="none">
      {checklistStatusLabel(t, status, progress)}
    </Lozenge>
  );
}
