import { useTranslation } from 'react-i18next';
import Lozenge from '@atlaskit/lozenge';
import type { ChecklistStatus } from '../../shared/checklist-rules';

/** One colour per checklist status, the same in every list and view (completed is green). */
export const STATUS_APPEARANCE = {
  not_started: 'default',
  in_progress: 'inprogress',
  completed: 'success',
  skipped: 'moved',
  archived: 'removed',
} as const satisfies Record<ChecklistStatus, string>;

/** A checklist's status as a lozenge in its colour. */
export function ChecklistStatusLozenge({
  status,
  testId,
}: {
  status: ChecklistStatus;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Lozenge appearance={STATUS_APPEARANCE[status]} testId={testId}>
      {t(`checklistStatus.${status}`)}
    </Lozenge>
  );
}
