/**
 * The CSV download of a statistics screen: the same figures the screen shows, one per row as
 * `section,key,measure,value` (durations in milliseconds, days as `YYYY-MM-DD`, rates 0–1), so
 * a spreadsheet can pivot them; RFC 4180 quoting, and cells that a spreadsheet would take for
 * a formula are prefixed with an apostrophe.
 */
import type { ChecklistStatisticsDto, TemplateStatisticsDto } from '../../../shared/statistics';

type Cell = string | number | null;
type Row = [section: string, key: string, measure: string, value: Cell];

function cell(value: Cell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const toCsv = (rows: Row[]) =>
  [['section', 'key', 'measure', 'value'], ...rows]
    .map((row) => row.map(cell).join(','))
    .join('\r\n') + '\r\n';

export function checklistCsv(s: ChecklistStatisticsDto): string {
  const rows: Row[] = [
    ['checklist', s.checklist.uid, 'title', s.checklist.title],
    ['checklist', s.checklist.uid, 'status', s.checklist.status],
    ['progress', 'items', 'settled', s.progress.settled],
    ['progress', 'items', 'total', s.progress.total],
    ['progress', 'items', 'percent', s.progress.percent],
    ['timeToComplete', 'checklist', 'ms', s.timeToCompleteMs],
    ...s.progressOverTime.map((p): Row => ['progressOverTime', p.day, 'settled', p.settled]),
    ...s.itemsByStatus.map((x): Row => ['itemsByStatus', x.status, 'count', x.count]),
    ...s.contributions.flatMap((c): Row[] => [
      ['contributions', c.actorName ?? c.actorId, 'statusChanges', c.statusChanges],
      ['contributions', c.actorName ?? c.actorId, 'notes', c.notes],
      ['contributions', c.actorName ?? c.actorId, 'signatures', c.signatures],
      ['contributions', c.actorName ?? c.actorId, 'total', c.total],
    ]),
    ...s.skippedItems.flatMap((i): Row[] => [
      ['skippedItems', i.text, 'status', i.status],
      ['skippedItems', i.text, 'reason', i.reason],
    ]),
    ...s.overdueItems.map((i): Row => ['overdueItems', i.text, 'dueDate', i.dueDate]),
  ];
  return toCsv(rows);
}

export function templateCsv(s: TemplateStatisticsDto): string {
  const rows: Row[] = [
    ['template', s.template.uid, 'title', s.template.title],
    ['checklists', 'all', 'count', s.checklists],
    ...s.byStatus.map((b): Row => ['byStatus', b.status, 'count', b.count]),
    ['completion', 'all', 'completed', s.completed],
    ['completion', 'all', 'rate', s.completionRate],
    ['timeToComplete', 'all', 'count', s.timeToComplete.count],
    ['timeToComplete', 'all', 'medianMs', s.timeToComplete.medianMs],
    ['timeToComplete', 'all', 'p90Ms', s.timeToComplete.p90Ms],
    ...s.items.flatMap((i): Row[] => [
      ['items', i.text, 'doneCount', i.done.count],
      ['items', i.text, 'medianMsToDone', i.done.medianMs],
      ['items', i.text, 'skipped', i.skipped],
    ]),
    ...s.mostSkipped.map((i): Row => ['mostSkipped', i.text, 'skipped', i.skipped]),
    ...s.weekly.flatMap((w): Row[] => [
      ['weekly', w.weekStart, 'created', w.created],
      ['weekly', w.weekStart, 'completed', w.completed],
    ]),
  ];
  return toCsv(rows);
}

/** Offers `csv` as a file download (UTF-8 with a byte order mark, for spreadsheets). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
