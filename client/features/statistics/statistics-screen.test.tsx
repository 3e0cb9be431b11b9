import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import StatisticsScreen from './statistics-screen';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage, loadStatisticsStrings } from '../../lib/i18n';
import { checklistCsv } from './statistics-csv';
import type { ChecklistStatisticsDto, TemplateStatisticsDto } from '../../../shared/statistics';

await featureStrings();
await loadStatisticsStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const CHECKLIST: ChecklistStatisticsDto = {
  checklist: {
    uid: 'c-1',
    title: 'Release 1.2',
    templateUid: 't-1',
    status: 'completed',
    createdAt: '2027-08-02T10:00:00.000Z',
    completedAt: '2027-08-04T08:00:00.000Z',
  },
  today: '2027-08-12',
  progress: { settled: 4, total: 4, percent: 100 },
  timeToCompleteMs: 46 * 3_600_000,
  progressOverTime: [
    { day: '2027-08-02', settled: 1 },
    { day: '2027-08-04', settled: 1234 },
  ],
  itemsByStatus: [
    { status: 'done', category: 'done', name: null, colour: null, count: 2 },
    { status: 'verified', category: 'done', name: 'Verified', colour: '#36B37E', count: 1 },
  ],
  contributions: [
    { actorId: 'a-1', actorName: 'Bob', statusChanges: 3, notes: 1, signatures: 0, total: 4 },
  ],
  skippedItems: [
    { id: 'i3', text: 'Backup', status: 'skipped', reason: 'Not needed', by: null, at: null },
  ],
  overdueItems: [{ id: 'i5', text: 'Late one', dueDate: '2027-08-11', assigneeId: null }],
};

const TEMPLATE: TemplateStatisticsDto = {
  template: { uid: 't-1', title: 'Release' },
  today: '2027-08-12',
  checklists: 3,
  byStatus: [
    { status: 'not_started', count: 0 },
    { status: 'in_progress', count: 1 },
    { status: 'completed', count: 2 },
    { status: 'skipped', count: 0 },
    { status: 'archived', count: 0 },
  ],
  completed: 2,
  completionRate: 2 / 3,
  timeToComplete: { count: 2, medianMs: 46 * 3_600_000, p90Ms: 147 * 3_600_000 },
  items: [
    {
      id: 'i1',
      text: 'Build',
      done: { count: 3, medianMs: 3_600_000, p90Ms: 3_600_000 },
      skipped: 0,
    },
  ],
  mostSkipped: [],
  weekly: [
    { weekStart: '2027-08-02', created: 2, completed: 1 },
    { weekStart: '2027-08-09', created: 1, completed: 1 },
  ],
};

const cells = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('checklist statistics', () => {
  it('shows the figures, each chart with its table, in the user’s language', async () => {
    const calls = fakeApi({ 'GET /checklists/c-1/statistics': () => ({ data: CHECKLIST }) });
    renderScreen(<StatisticsScreen />, {
      path: '/web/checklist-overview/instances/stats/c-1',
      route: '/web/checklist-overview/instances/stats/:checklistInstanceUid',
    });
    await screen.findByText('Statistics: Release 1.2');
    expect(calls[0]?.path).toMatch(/^\/checklists\/c-1\/statistics\?today=\d{4}-\d{2}-\d{2}$/);
    expect(within(screen.getByTestId('checklist-figures')).getByText('46 hours')).toBeTruthy();
    expect(cells('chart-progress-table')).toEqual([
      ['Aug 2, 2027', '1'],
      ['Aug 4, 2027', '1,234'],
    ]);
    expect(cells('chart-status-table')).toEqual([
      ['Done', '2'],
      ['Verified', '1'],
    ]);
    expect(cells('chart-people-table')).toEqual([['Bob', '3', '1', '0']]);
    expect(within(screen.getByTestId('skipped-items')).getByText('Not needed')).toBeTruthy();
    expect(within(screen.getByTestId('overdue-items')).getByText('Late one')).toBeTruthy();
    expect(screen.getByTestId('to-template-statistics').getAttribute('href')).toBe(
      '/web/checklist-overview/templates/t-1/instances/stats/template',
    );
  });

  it('in German: numbers, dates and durations as Germans write them', async () => {
    await changeLanguage('de');
    fakeApi({ 'GET /checklists/c-1/statistics': () => ({ data: CHECKLIST }) });
    renderScreen(<StatisticsScreen />, {
      path: '/web/checklist-overview/instances/stats/c-1',
      route: '/web/checklist-overview/instances/stats/:checklistInstanceUid',
    });
    await screen.findByText('Statistik: Release 1.2');
    expect(within(screen.getByTestId('checklist-figures')).getByText('46 Stunden')).toBeTruthy();
    expect(cells('chart-progress-table')[1]).toEqual(['04.08.2027', '1.234']);
  });

  it('downloads a CSV of the same figures', async () => {
    fakeApi({ 'GET /checklists/c-1/statistics': () => ({ data: CHECKLIST }) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:stats';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderScreen(<StatisticsScreen />, {
      path: '/web/checklist-overview/instances/stats/c-1',
      route: '/web/checklist-overview/instances/stats/:checklistInstanceUid',
    });
    fireEvent.click(await screen.findByTestId('statistics-csv'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const csv = (await blobs[0]?.text())?.replace(/^\uFEFF/, '');
    expect(csv).toBe(checklistCsv(CHECKLIST));
    expect(csv).toContain('progressOverTime,2027-08-04,settled,1234\r\n');
    expect(csv).toContain('timeToComplete,checklist,ms,165600000\r\n');
    expect(csv).toContain('skippedItems,Backup,reason,Not needed\r\n');
  });
});

describe('template statistics', () => {
  it('shows its checklists’ figures, reached with the template’s stats route', async () => {
    fakeApi({ 'GET /templates/t-1/statistics': () => ({ data: TEMPLATE }) });
    renderScreen(<StatisticsScreen />, {
      path: '/web/checklist-overview/templates/t-1/instances/stats/template',
      route: '/web/checklist-overview/templates/:templateUid/instances/stats/:checklistInstanceUid',
    });
    await screen.findByText('Template statistics: Release');
    const figures = screen.getByTestId('template-figures');
    expect(within(figures).getByText('67%')).toBeTruthy();
    expect(within(figures).getByText('147 hours')).toBeTruthy();
    expect(cells('chart-weekly-table')).toEqual([
      ['Aug 2, 2027', '2', '1'],
      ['Aug 9, 2027', '1', '1'],
    ]);
    expect(cells('item-times')).toEqual([['Build', '3', '1 hour', '0']]);
  });
});
