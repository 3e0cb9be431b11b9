/**
 * A checklist's statistics (docs/STATISTICS.md): its figures, progress over time, items by
 * status in their statuses' colours, contributions per person, skipped and overdue items, and
 * the CSV of the same figures.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistStatisticsDto } from '../../../shared/statistics';
import { useStatusLabel } from '../../ui/use-status-label';
import { useUsers } from '../../ui/use-users';
import ui from '../../ui/ui.module.css';
import { StatChart } from './stat-chart';
import { figureFormat } from './figures-format';
import { CATEGORY_COLOURS, Figure, FigureTable, StatisticsToolbar } from './statistics-parts';
import { checklistCsv } from './statistics-csv';

/**
 * `names`: `site` looks people's names up (members); `recorded` (a share link's read-only
 * view, which may not search people) names them as the audit log recorded them in the
 * contributions, and a person it does not name as a dash.
 */
export function ChecklistStatistics({
  stats,
  names = 'site',
}: {
  stats: ChecklistStatisticsDto;
  names?: 'site' | 'recorded';
}) {
  const { t, i18n } = useTranslation();
  const { t: ts } = useTranslation('statistics');
  const f = useMemo(() => figureFormat(i18n.language), [i18n.language]);
  const statusLabel = useStatusLabel();
  const lookedUp = useUsers(
    names === 'site'
      ? [...stats.skippedItems.map((i) => i.by), ...stats.overdueItems.map((i) => i.assigneeId)]
      : [],
  );
  const recorded = useMemo(
    () => new Map(stats.contributions.map((c) => [c.actorId, c.actorName ?? ''])),
    [stats],
  );
  const nameOf =
    names === 'site'
      ? lookedUp
      : (id: string | null | undefined) => (id ? recorded.get(id) || '—' : '');
  const overTime = useMemo(
    () => ({
      labels: stats.progressOverTime.map((p) => f.day(p.day)),
      series: [
        {
          label: ts('settled'),
          values: stats.progressOverTime.map((p) => p.settled),
          colour: '#0C66E4',
        },
      ],
    }),
    [stats, f, t, ts],
  );
  const byStatus = useMemo(
    () => ({
      labels: stats.itemsByStatus.map((s) => s.name ?? statusLabel(s.status)),
      series: [
        {
          label: ts('items'),
          values: stats.itemsByStatus.map((s) => s.count),
          colour: stats.itemsByStatus.map((s) => s.colour ?? CATEGORY_COLOURS[s.category]),
        },
      ],
    }),
    // statusLabel is a new function each render; the statuses it names come with `stats`.
    [stats, t, ts],
  );
  const people = useMemo(
    () => ({
      labels: stats.contributions.map((c) => c.actorName ?? c.actorId),
      series: [
        {
          label: ts('statusChanges'),
          values: stats.contributions.map((c) => c.statusChanges),
          colour: '#0C66E4',
        },
        {
          label: ts('notes'),
          values: stats.contributions.map((c) => c.notes),
          colour: '#6E5DC6',
        },
        {
          label: ts('signatures'),
          values: stats.contributions.map((c) => c.signatures),
          colour: '#22A06B',
        },
      ],
    }),
    [stats, t, ts],
  );
  return (
    <>
      <StatisticsToolbar
        csv={() => checklistCsv(stats)}
        fileName={`statistics-${stats.checklist.uid}.csv`}
      />
      <div className={ui.row} data-testid="checklist-figures">
        <Figure
          label={ts('progress')}
          value={`${f.count(stats.progress.settled)} / ${f.count(stats.progress.total)}`}
        />
        <Figure label={ts('timeToComplete')} value={f.hours(stats.timeToCompleteMs)} />
        <Figure label={ts('created')} value={f.day(stats.checklist.createdAt)} />
      </div>
      <StatChart
        testId="chart-progress"
        kind="line"
        title={ts('progressOverTime')}
        labelHeader={ts('day')}
        format={f.count}
        {...overTime}
      />
      <StatChart
        testId="chart-status"
        kind="bar"
        title={ts('itemsByStatus')}
        labelHeader={ts('status')}
        format={f.count}
        {...byStatus}
      />
      <StatChart
        testId="chart-people"
        kind="bar"
        title={ts('contributions')}
        labelHeader={ts('person')}
        format={f.count}
        {...people}
      />
      <FigureTable
        testId="skipped-items"
        title={ts('skippedItems')}
        empty={ts('noSkipped')}
        headers={[ts('item'), ts('status'), ts('reason'), ts('by')]}
        rows={stats.skippedItems.map((i) => [
          i.text,
          statusLabel(i.status),
          i.reason ?? '',
          nameOf(i.by),
        ])}
      />
      <FigureTable
        testId="overdue-items"
        title={ts('overdueItems')}
        empty={ts('noOverdue')}
        headers={[ts('item'), ts('due'), ts('assignee')]}
        rows={stats.overdueItems.map((i) => [i.text, f.day(i.dueDate), nameOf(i.assigneeId)])}
      />
    </>
  );
}
