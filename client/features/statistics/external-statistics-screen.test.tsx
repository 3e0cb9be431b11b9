import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import ExternalStatisticsScreen from './external-statistics-screen';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage, loadStatisticsStrings } from '../../lib/i18n';
import { keepShareLinkFromPath, setShareLink } from '../../lib/credentials';
import type { ChecklistStatisticsDto } from '../../../shared/statistics';

await featureStrings();
await loadStatisticsStrings();
afterEach(async () => {
  cleanup();
  setShareLink(null);
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const STATS: ChecklistStatisticsDto = {
  checklist: {
    uid: 'c-1',
    title: 'Gate check',
    templateUid: 't-1',
    status: 'in_progress',
    createdAt: '2027-08-02T10:00:00.000Z',
    completedAt: null,
  },
  today: '2027-08-12',
  progress: { settled: 2, total: 3, percent: 66 },
  timeToCompleteMs: null,
  progressOverTime: [{ day: '2027-08-04', settled: 2 }],
  itemsByStatus: [{ status: 'done', category: 'done', name: null, colour: null, count: 1 }],
  contributions: [
    { actorId: 'a-1', actorName: 'Bob', statusChanges: 2, notes: 0, signatures: 0, total: 3 },
    {
      actorId: 'share:abc',
      actorName: '"Gate" · Dana',
      statusChanges: 1,
      notes: 0,
      signatures: 0,
      total: 1,
    },
  ],
  skippedItems: [
    { id: 'i2', text: 'Badge', status: 'skipped', reason: 'Has one', by: 'a-1', at: null },
  ],
  overdueItems: [{ id: 'i3', text: 'Escort', dueDate: '2027-08-11', assigneeId: 'a-9' }],
};

const SHARE = { checklistUid: 'c-1', permission: 'view', label: null };

/** The fake API, keeping the Authorization header of each call. */
function sharedApi(statistics: () => object = () => ({ data: STATS })) {
  const calls = fakeApi({
    'GET /share': () => ({ data: SHARE }),
    'GET /checklists/c-1/statistics': statistics,
  });
  const answer = globalThis.fetch;
  const credentials: (string | null)[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    credentials.push(new Headers(init.headers).get('Authorization'));
    return answer(url, init);
  });
  return { calls, credentials };
}

const PATH = '/external/stats/Zm9vYmFyYmF6cXV4MTIzNA';
const render = () => {
  keepShareLinkFromPath(PATH);
  return renderScreen(<ExternalStatisticsScreen />, { path: PATH, caller: null });
};

describe('statistics through a share link', () => {
  it('shows the checklist’s figures read-only, with the link as the only credential', async () => {
    const { calls, credentials } = sharedApi();
    render();
    await screen.findByText('Statistics: Gate check');
    expect(calls.map((c) => c.path.split('?')[0])).toEqual([
      '/share',
      '/checklists/c-1/statistics',
    ]);
    expect(new Set(credentials)).toEqual(new Set(['Share Zm9vYmFyYmF6cXV4MTIzNA']));
    const people = screen.getByTestId('chart-people-table');
    expect(within(people).getByText('"Gate" · Dana')).toBeTruthy();
    // Names as the log recorded them (no people lookup through a link); an unnamed one: a dash.
    expect(within(screen.getByTestId('skipped-items')).getByText('Bob')).toBeTruthy();
    expect(within(screen.getByTestId('overdue-items')).getByText('—')).toBeTruthy();
    expect(screen.getByTestId('statistics-csv')).toBeTruthy();
    // Read-only: no way back into the site.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('in German', async () => {
    await changeLanguage('de');
    sharedApi();
    render();
    await screen.findByText('Statistik: Gate check');
    expect(within(screen.getByTestId('checklist-figures')).getByText('2 / 3')).toBeTruthy();
  });

  it('a link that closed says it is not available', async () => {
    sharedApi(() => ({
      status: 404,
      error: { code: 'not_found', message: 'This link is not available.' },
    }));
    render();
    await screen.findByText('This link is not available');
    expect(screen.queryByTestId('external-statistics')).toBeNull();
  });
});
