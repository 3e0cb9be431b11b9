import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import ChecklistsList from './checklists-list';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import type { ChecklistDto } from '../../../shared/checklists';
import { resetHostApi } from '../../host/host-api';
import { changeLanguage } from '../../lib/i18n';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  resetHostApi();
  delete (window as Window & { AP?: unknown }).AP;
  await changeLanguage('en');
});

const route = '/jira/pages/checklist-overview/instances';
const release = (uid: string, place: ChecklistDto['place']) =>
  checklistDto({ uid, title: 'Software release', templateTitle: 'Software release', place });

describe('checklists list: where each checklist lives', () => {
  it('tells two checklists of one template apart by their place, which opens in the host', async () => {
    const go = vi.fn();
    (window as Window & { AP?: unknown }).AP = { navigator: { go } };
    fakeApi({
      'GET /checklists': () => ({
        data: {
          items: [
            release('c1', { kind: 'jira_issue', id: '10001', key: 'SIM-1' }),
            release('c2', { kind: 'jira_issue', id: '10002', key: 'SIM-2' }),
            release('c3', { kind: 'standalone' }),
          ],
          page: 1,
          perPage: 10,
          total: 3,
        },
      }),
    });
    renderScreen(<ChecklistsList />, { path: route, route });
    const rows = await screen.findAllByTestId('checklist-row');
    expect(rows.map((row) => within(row).getByTestId('checklist-place').textContent)).toEqual([
      'Issue SIM-1',
      'Issue SIM-2',
      'On its own (web)',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Place' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Issue SIM-2' }));
    expect(go).toHaveBeenCalledWith('issue', { issueKey: 'SIM-2' });
  });

  it('names a Confluence page in German', async () => {
    await changeLanguage('de');
    fakeApi({
      'GET /checklists': () => ({
        data: {
          items: [release('c1', { kind: 'confluence_page', id: '65537' })],
          page: 1,
          perPage: 10,
          total: 1,
        },
      }),
    });
    renderScreen(<ChecklistsList />, { path: route, route });
    expect((await screen.findByTestId('checklist-place')).textContent).toBe(
      'Confluence-Seite 65537',
    );
  });

  it('says it in the checklist view too', async () => {
    fakeApi({
      'GET /checklists/c1': () => ({
        data: release('c1', { kind: 'jira_issue', id: '10007', key: 'SIM-7' }),
      }),
      'GET /users': () => ({ data: [] }),
    });
    renderScreen(<ChecklistView />, {
      path: `${route}/c1`,
      route: `${route}/:checklistInstanceUid`,
    });
    expect((await screen.findByTestId('checklist-place')).textContent).toBe('Issue SIM-7');
  });
});
