/**
 * A template's statistics (docs/STATISTICS.md) over its checklists: by status, completion
 * rate, median and 90th-percentile time to complete, per-item median time to done, the items
 * most often skipped and a weekly trend; and the CSV of the same figures.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateStatisticsDto } from '../../../shared/statistics';
import ui from '../../ui/ui.module.css';
import { StatChart } from './stat-chart';
import { figureFormat } from './figures-format';
import { Figure, FigureTable, StatisticsToolbar } from './statistics-parts';
import { templateCsv } from './statistics-csv';

const STATUS_COLOURS = ['#8590A2', '#0C66E4', '#22A06B', '#E56910', '#44546F'];

export function TemplateStatistics({ stats }: { stats: TemplateStatisticsDto }) {
  const { t, i18n } = useTranslation();
  const { t: ts } = useTranslation('statistics');
  const f = useMemo(() => figureFormat(i18n.language), [i18n.language]);
  const byStatus = useMemo(
    () => ({
      labels: stats.byStatus.map((s) => t(`checklistStatus.${s.status}`)),
      series: [
        {
          label: ts('checklists'),
          values: stats.byStatus.map((s) => s.count),
          colour: STATUS_COLOURS,
        },
      ],
    }),
    [stats, t, ts],
  );
  const weekly = useMemo(
    () => ({
      labels: stats.weekly.map((w) => f.day(w.weekStart)),
      series: [
        {
          label: ts('createdPerWeek'),
          values: stats.weekly.map((w) => w.created),
          colour: '#0C66E4',
        },
        {
          label: ts('completedPerWeek'),
          values: stats.weekly.map((w) => w.completed),
          colour: '#22A06B',
        },
      ],
    }),
    [stats, f, t, ts],
  );
  return (
    <>
      <StatisticsToolbar
        csv={() => templateCsv(stats)}
        fileName={`statistics-template-${stats.template.uid}.csv`}
      />
      <div className={ui.row} data-testid="template-figures">
        <Figure label={ts('checklists')} value={f.count(stats.checklists)} />
        <Figure label={ts('completionRate')} value={f.rate(stats.completionRate)} />
        <Figure label={ts('medianToComplete')} value={f.hours(stats.timeToComplete.medianMs)} />
        <Figure label={ts('p90ToComplete')} value={f.hours(stats.timeToComplete.p90Ms)} />
      </div>
      <StatChart
        testId="chart-checklists-status"
        kind="bar"
        title={ts('checklistsByStatus')}
        labelHeader={ts('status')}
        format={f.count}
        {...byStatus}
      />
      <StatChart
        testId="chart-weekly"
        kind="bar"
        title={ts('weeklyTrend')}
        labelHeader={ts('week')}
        format={f.count}
        {...weekly}
      />
      <FigureTable
        testId="item-times"
        title={ts('itemTimes')}
        empty={ts('noItems')}
        headers={[ts('item'), ts('doneIn'), ts('medianToDone'), ts('skippedCount')]}
        rows={stats.items.map((i) => [
          i.text,
          f.count(i.done.count),
          f.hours(i.done.medianMs),
          f.count(i.skipped),
        ])}
      />
      <FigureTable
        testId="most-skipped"
        title={ts('mostSkipped')}
        empty={ts('noSkipped')}
        headers={[ts('item'), ts('skippedCount')]}
        rows={stats.mostSkipped.map((i) => [i.text, f.count(i.skipped)])}
      />
    </>
  );
}
