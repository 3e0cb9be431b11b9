/**
 * The statistics screen of the spec's stats routes (`instances/stats/:uid` and
 * `templates/:templateUid/instances/stats/:uid`): a checklist's statistics, or, with
 * TEMPLATE_STATS in place of the checklist (routing/paths.ts), its template's. Chart.js comes
 * with this screen's chunk only.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../ui/load-state';
import { TEMPLATE_STATS, useOverviewPaths } from '../../routing/paths';
import { localToday } from '../../../shared/due-dates';
import { STATISTICS_WEEKS_DEFAULT } from '../../../shared/statistics-limits';
import ui from '../../ui/ui.module.css';
import { useChecklistStatistics, useTemplateStatistics } from './api/get-statistics';
import { ChecklistStatistics } from './checklist-statistics';
import { TemplateStatistics } from './template-statistics';

export default function StatisticsScreen() {
  const { checklistInstanceUid: uid = '', templateUid } = useParams();
  return templateUid && uid === TEMPLATE_STATS ? (
    <TemplateScreen templateUid={templateUid} />
  ) : (
    <ChecklistScreen uid={uid} templateUid={templateUid} />
  );
}

function ChecklistScreen({ uid, templateUid }: { uid: string; templateUid?: string }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('statistics');
  const to = useOverviewPaths();
  const [today] = useState(localToday);
  const stats = useChecklistStatistics(uid, today);
  return (
    <section data-testid="checklist-statistics">
      <h2 className={ui.heading}>
        {stats.state === 'loaded'
          ? ts('checklistHeading', { title: stats.data.checklist.title })
          : t('screens.checklist-stats')}
      </h2>
      <div className={ui.row}>
        <Link to={to.checklist(uid, templateUid)}>{ts('backToChecklist')}</Link>
        {stats.state === 'loaded' && stats.data.checklist.templateUid && (
          <Link
            to={to.templateStatistics(stats.data.checklist.templateUid)}
            data-testid="to-template-statistics"
          >
            {ts('templateStatistics')}
          </Link>
        )}
      </div>
      <LoadState value={stats}>{(data) => <ChecklistStatistics stats={data} />}</LoadState>
    </section>
  );
}

function TemplateScreen({ templateUid }: { templateUid: string }) {
  const { t: ts } = useTranslation('statistics');
  const to = useOverviewPaths();
  const [today] = useState(localToday);
  const stats = useTemplateStatistics(templateUid, today, STATISTICS_WEEKS_DEFAULT);
  return (
    <section data-testid="template-statistics">
      <h2 className={ui.heading}>
        {stats.state === 'loaded'
          ? ts('templateHeading', { title: stats.data.template.title })
          : ts('templateStatistics')}
      </h2>
      <Link to={to.templateChecklists(templateUid)}>{ts('backToChecklists')}</Link>
      <LoadState value={stats}>{(data) => <TemplateStatistics stats={data} />}</LoadState>
    </section>
  );
}
