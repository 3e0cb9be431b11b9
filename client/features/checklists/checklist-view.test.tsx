import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { messageStore } from '../../messages/message-store';
import { globalSettingsAtom, showCheckedTasksAtom } from '../../state/atoms';
import { DEFAULT_GLOBAL_SETTINGS } from '../../../shared/settings';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const path = '/web/checklist-overview/instances/checklist-0001';
const open = () =>
  renderScreen(<ChecklistView />, {
    path,
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
  });

describe('checklist view: show checked items', () => {
  const checklist = checklistDto({
    items: [
      itemDto({ id: 'a', text: 'Open task' }),
      itemDto({
        id: 'b',
        text: 'Done task',
        status: 'done',
        statusCategory: 'done',
        statusSetBy: 'user-bob',
        statusSetAt: '2026-01-05T11:00:00.000Z',
      }),
    ],
  });

  it('turns the toggle back and says why when the preference cannot be saved', async () => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: checklist }),
      'PUT /preferences/showCheckedTasks': () => ({
        status: 500,
        error: { code: 'internal', message: 'The server had a problem.' },
      }),
    });
    const { store } = open();
    const toggle = await screen.findByRole('checkbox', { name: 'Show checked items' });
    expect(screen.queryByText('Done task')).toBeNull();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(shownMessages()).toContain(
        'Your setting could not be saved: The server had a problem.',
      ),
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(store.get(showCheckedTasksAtom)).toBe(false);
    expect(screen.queryByText('Done task')).toBeNull();
  });

  it('keeps the toggle and shows the checked items when the preference is saved', async () => {
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: checklist }),
      'PUT /preferences/showCheckedTasks': () => ({ status: 204 }),
    });
    open();
    const toggle = await screen.findByRole('checkbox', { name: 'Show checked items' });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'PUT' && c.path === '/preferences/showCheckedTasks'),
      ).toBe(true),
    );
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Done task')).toBeTruthy();
  });
});

describe('checklist view: archived and reopened checklists', () => {
  it('offers no editing on an archived checklist, only restoring it', async () => {
    let archived = true;
    const checklist = () =>
      checklistDto({
        status: archived ? 'archived' : 'not_started',
        archivedAt: archived ? '2026-01-06T10:00:00.000Z' : null,
        permissions: {
          canEdit: !archived,
          canWork: !archived,
          canDelete: true,
          canArchive: true,
          canShare: false,
        },
        version: archived ? 1 : 2,
      });
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: checklist() }),
      // As the server: a checklist write answers the checklist.
      'POST /checklists/checklist-0001/unarchive': () => {
        archived = false;
        return { data: checklist() };
      },
    });
    open();
    const restore = await screen.findByRole('button', { name: 'Restore from archive' });
    expect(screen.queryByRole('button', { name: 'Edit checklist' })).toBeNull();
    expect(screen.queryByTestId('checklist-editing')).toBeNull();
    fireEvent.click(restore);
    expect(await screen.findByRole('button', { name: 'Edit checklist' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/unarchive'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Restore from archive' })).toBeNull();
  });

  it('archives from the toolbar, without opening the editing panel, when permitted', async () => {
    let archived = false;
    const checklist = () =>
      checklistDto({
        status: archived ? 'archived' : 'not_started',
        archivedAt: archived ? '2026-01-06T10:00:00.000Z' : null,
        permissions: {
          canEdit: !archived,
          canWork: !archived,
          canDelete: true,
          canArchive: true,
          canShare: false,
        },
        version: archived ? 2 : 1,
      });
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: checklist() }),
      'POST /checklists/checklist-0001/archive': () => {
        archived = true;
        return { data: checklist() };
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('button', { name: 'Restore from archive' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/archive'))).toBe(true);
    expect(shownMessages()).toContain('Checklist archived');
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('offers no archiving to those who may not archive', async () => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({
          permissions: {
            canEdit: true,
            canWork: true,
            canDelete: false,
            canArchive: false,
            canShare: false,
          },
        }),
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit checklist' }));
    await screen.findByTestId('checklist-editing');
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
  });

  it('shows a reopened checklist in progress', async () => {
    let reopened = false;
    const checklist = () =>
      checklistDto({
        status: reopened ? 'in_progress' : 'completed',
        completedAt: reopened ? null : '2026-01-06T10:00:00.000Z',
        completedBy: reopened ? null : 'user-bob',
        progress: { done: 1, total: 1, percent: 100 },
        items: [itemDto({ status: 'done', statusCategory: 'done' })],
        version: reopened ? 2 : 1,
      });
    fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: checklist() }),
      'POST /checklists/checklist-0001/reopen': () => {
        reopened = true;
        return { data: checklist() };
      },
    });
    open();
    await waitFor(() =>
      expect(screen.getByTestId('checklist-status').textContent).toBe('Completed'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(screen.getByTestId('checklist-status').textContent).toBe('In progress'),
    );
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.queryByTestId('completed-by')).toBeNull();
  });
});

const people = () => ({
  data: [
    { id: 'user-bob', displayName: 'Bob Member', avatarUrl: null },
    { id: 'user-clara', displayName: 'Clara Colleague', avatarUrl: null },
  ],
});

describe('checklist view: who wrote a note, and status colours', () => {
  it('shows who wrote an item’s note and when', async () => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({
          items: [
            itemDto({
              note: 'Logs were clean',
              noteBy: 'user-clara',
              noteAt: '2026-01-06T09:30:00.000Z',
            }),
          ],
        }),
      }),
      'GET /users': people,
    });
    open();
    await screen.findByText('Logs were clean');
    await waitFor(() =>
      expect(screen.getByTestId('item-note-by').textContent).toMatch(
        /^Note by Clara Colleague on .*2026/,
      ),
    );
  });

  it('shows the colour of an item’s custom status by its status control', async () => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({
          items: [
            itemDto({ id: 'a', text: 'Reviewed task', status: 'review' }),
            itemDto({ id: 'b', text: 'Plain task' }),
          ],
        }),
      }),
    });
    const { store } = open();
    store.set(globalSettingsAtom, {
      ...DEFAULT_GLOBAL_SETTINGS,
      showCustomTaskStatus: true,
      customTaskStatuses: [
        { id: 'review', name: 'In review', colour: '#ff8800', category: 'open' },
      ],
    });
    await screen.findByRole('combobox', { name: 'Status of “Reviewed task”' });
    const dots = screen.getAllByTestId('status-colour');
    expect(dots).toHaveLength(1);
    expect(dots[0]!.getAttribute('title')).toBe('In review');
    expect(dots[0]!.style.background).toMatch(/#ff8800|rgb\(255, 136, 0\)/);
  });
});

describe('checklist view: editing an item’s mandatory flag and due date', () => {
  it('sends the item’s new mandatory flag and due date', async () => {
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: checklistDto() }),
      'PATCH /checklists/checklist-0001/items/item-1': () => ({
        data: { item: itemDto(), checklist: checklistDto() },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit checklist' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '“Check the logs” is mandatory' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { mandatory: true, version: 1 },
      ]),
    );
    const due = await screen.findByLabelText('Due date of “Check the logs”');
    fireEvent.change(due, { target: { value: '2026-02-01' } });
    fireEvent.blur(due);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { mandatory: true, version: 1 },
        { dueDate: '2026-02-01', version: 1 },
      ]),
    );
  });
});
