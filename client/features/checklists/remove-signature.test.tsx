import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { messageStore } from '../../messages/message-store';
import { showCheckedTasksAtom } from '../../state/atoms';
import { createStore } from 'jotai';
import type { ChecklistDto } from '../../../shared/checklists';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const path = '/web/checklist-overview/instances/checklist-0001';
/** The view with checked items shown: a signed item is done, so hidden otherwise. */
const open = () => {
  const store = createStore();
  store.set(showCheckedTasksAtom, true);
  return renderScreen(<ChecklistView />, {
    path,
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
    store,
  });
};

const signed = (canRemove: boolean): ChecklistDto =>
  checklistDto({
    status: 'completed',
    completedAt: '2026-01-06T10:00:00.000Z',
    completedBy: 'user-bob',
    progress: { done: 1, total: 1, percent: 100 },
    items: [
      itemDto({
        id: 'sig-1',
        kind: 'signature',
        text: 'Manager signs',
        status: 'done',
        statusCategory: 'done',
        statusSetBy: 'user-bob',
        statusSetAt: '2026-01-06T10:00:00.000Z',
        version: 2,
        signature: {
          mimeType: 'image/png',
          signedBy: 'user-bob',
          signedAt: '2026-01-06T10:00:00.000Z',
          canRemove,
        },
      }),
    ],
  });

const people = () => ({
  data: [{ id: 'user-bob', displayName: 'Bob Member', avatarUrl: null }],
});

const deletes = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'DELETE');

describe('removing a signature', () => {
  it('is not offered when the server does not allow it', async () => {
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: signed(false) }),
      'GET /users': people,
    });
    open();
    await screen.findByTestId('item-signed');
    expect(screen.getByRole('button', { name: 'Download signature' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove signature' })).toBeNull();
    expect(deletes(calls)).toEqual([]);
  });

  it('asks first, says what happens, and sends nothing when cancelled', async () => {
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: signed(true) }),
      'GET /users': people,
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this signature?' });
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        'The signature by Bob Member on “Manager signs” is removed and the item is open again. If the checklist was completed, it is in progress again.',
      ),
    );
    // Focus moves into the dialog, on Cancel: Enter or Space there removes nothing.
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Escape closes it too.
    fireEvent.click(screen.getByRole('button', { name: 'Remove signature' }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(calls)).toEqual([]);
    expect(screen.getByTestId('checklist-status').textContent).toBe('Completed');
  });

  it('sends the DELETE only once the confirmation is accepted', async () => {
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({ data: signed(true) }),
      'GET /users': people,
      'DELETE /checklists/checklist-0001/items/sig-1/signature': () => ({
        data: {
          item: itemDto({ id: 'sig-1', kind: 'signature', text: 'Manager signs', version: 3 }),
          checklist: {
            uid: 'checklist-0001',
            status: 'in_progress',
            progress: { done: 0, total: 1, percent: 0 },
            openRequired: 0,
            completedAt: null,
            completedBy: null,
            updatedAt: '2026-01-06T11:00:00.000Z',
            version: 4,
          },
        },
      }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove signature' }));
    const dialog = await screen.findByRole('dialog');
    expect(deletes(calls)).toEqual([]);
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    expect(dialog.isConnected).toBe(false);
    await waitFor(() =>
      expect(deletes(calls).map((c) => c.path)).toEqual([
        '/checklists/checklist-0001/items/sig-1/signature?version=2',
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('checklist-status').textContent).toBe('In progress'),
    );
    expect(screen.queryByTestId('item-signed')).toBeNull();
  });
});
