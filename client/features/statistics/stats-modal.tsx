/**
 * The dialog panel's stats modal (`/shared/checklist-modals`, custom data `modal=stats` and the
 * checklist's uid; docs/STATISTICS.md): a checklist's statistics in a host dialog opened from
 * the Jira issue panel's or the Confluence macro's checklist (the app's modal under Forge).
 * The dialog has no chrome, so it brings its own title and close button; Escape closes it.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import { hostApi } from '../../host/host-api';
import { LoadState } from '../../ui/load-state';
import { localToday } from '../../../shared/due-dates';
import ui from '../../ui/ui.module.css';
import { useChecklistStatistics } from './api/get-statistics';
import { ChecklistStatistics } from './checklist-statistics';

export default function StatsModal({ checklistUid }: { checklistUid: string }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('statistics');
  const titleId = useId();
  const [today] = useState(localToday);
  const stats = useChecklistStatistics(checklistUid, today);
  const close = () => hostApi()?.closeDialog();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hostApi()?.closeDialog();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section role="dialog" aria-labelledby={titleId} data-testid="stats-modal">
      <div className={ui.toolbar}>
        <h2 id={titleId} className={ui.heading}>
          {stats.state === 'loaded'
            ? ts('checklistHeading', { title: stats.data.checklist.title })
            : t('screens.checklist-stats')}
        </h2>
        <span className={ui.grow} />
        <Button testId="stats-modal-close" onClick={close}>
          {ts('close')}
        </Button>
      </div>
      <LoadState value={stats}>{(data) => <ChecklistStatistics stats={data} />}</LoadState>
    </section>
  );
}
