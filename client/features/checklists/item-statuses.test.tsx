/**
 * The site's statuses (custom ones included) come from its settings in both checklist views:
 * the full card offers them, the light views name an item's custom status; the views ask for
 * the settings when the page has none yet (the light entries start without them).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import ChecklistView from './checklist-view';
import { LightMacroView } from './light/light-macro-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { showCheckedTasksAtom } from '../../state/atoms';
import { DEFAULT_GLOBAL_SETTINGS, type GlobalSettings } from '../../../shared/settings';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings: GlobalSettings = {
  ...DEFAULT_GLOBAL_SETTINGS,
  showCustomTaskStatus: true,
  customTaskStatuses: [
    { id: 'review', name: 'In review', colour: '#ff8800', category: 'open' },
    { id: 'verified', name: 'Verified', colour: '#36b37e', category: 'done' },
  ],
  version: 2,
};
const checklist = checklistDto({
  items: [
    itemDto({ id: 'a', text: 'First task', status: 'review', statusCategory: 'open' }),
    itemDto({ id: 'b', text: 'Second task', status: 'verified', statusCategory: 'done' }),
  ],
  progress: { done: 1, total: 2, percent: 50 },
});

function site() {
  return fakeApi({
    'GET /settings': () => ({ data: settings }),
    'GET /checklists/checklist-0001': () => ({ data: checklist }),
    'GET /confluence/macro': () => ({
      data: { state: 'checklist', page: { id: '1', title: 'P', spaceKey: 'SIM' }, checklist },
    }),
  });
}

describe('the site’s custom statuses', () => {
  it('are offered by the full card, with their colour', async () => {
    const calls = site();
    const store = createStore();
    store.set(showCheckedTasksAtom, true);
    renderScreen(<ChecklistView />, {
      path: '/web/checklist-overview/instances/checklist-0001',
      route: '/web/checklist-overview/instances/:checklistInstanceUid',
      store,
    });
    const select = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Status of “First task”',
    });
    expect(select.value).toBe('review');
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      'Open',
      'Done',
      'Skipped',
      'Not applicable',
      'In review',
      'Verified',
    ]);
    expect(screen.getAllByTestId('status-colour').map((dot) => dot.title)).toEqual([
      'In review',
      'Verified',
    ]);
    expect(calls.filter((c) => c.path === '/settings')).toHaveLength(1);
  });

  it('are named in the light view, and a tick sets the built-in status of its category', async () => {
    const calls = site();
    render(
      <Provider store={createStore()}>
        <LightMacroView place={{ pageId: '1', macroId: 'm1' }} />
      </Provider>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('light-status').map((s) => s.textContent)).toEqual([
        'In review',
        'Verified',
      ]),
    );
    const rows = screen.getAllByRole('listitem');
    expect(within(rows[1]!).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'First task' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        status: 'done',
        version: 1,
      }),
    );
    expect(calls.filter((c) => c.path === '/settings')).toHaveLength(1);
  });
});
