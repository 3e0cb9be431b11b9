import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { messageStore } from '../../messages/message-store';
import type { ChecklistDto, ChecklistPermissions } from '../../../shared/checklists';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const member: ChecklistPermissions = {
  canWork: true,
  canEdit: false,
  canArchive: false,
  canDelete: false,
  canShare: false,
};
const editor: ChecklistPermissions = { ...member, canEdit: true };

function open(permissions: ChecklistPermissions, overrides: Partial<ChecklistDto> = {}) {
  const calls = fakeApi({
    'GET /checklists/checklist-0001': () => ({
      data: checklistDto({
        permissions,
        items: [
          itemDto({ id: 'a', text: 'First task' }),
          itemDto({ id: 'b', text: 'Second task' }),
        ],
        ...overrides,
      }),
    }),
    'PATCH /checklists/checklist-0001/items/a': () => ({
      data: { item: itemDto({ id: 'a', text: 'First task' }), checklist: checklistDto() },
    }),
    'GET /users/search': () => ({
      data: [{ id: 'user-clara', displayName: 'Clara Colleague', avatarUrl: null }],
    }),
  });
  renderScreen(<ChecklistView />, {
    path: '/web/checklist-overview/instances/checklist-0001',
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
  });
  return calls;
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('a member who may work on a checklist but not change its structure', () => {
  it('ticks items, writes notes and assigns items', async () => {
    const calls = open(member);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'First task' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { status: 'done', version: 1 },
      ]),
    );
    expect(screen.getAllByRole('button', { name: 'Add note' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Assignee of “First task”: Unassigned' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Assignee of “First task”' }), {
      target: { value: 'Clara' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clara Colleague' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toContainEqual({
        assigneeId: 'user-clara',
        version: 1,
      }),
    );
  });

  it('is offered no skip, edit, add, move or remove', async () => {
    open(member);
    await screen.findByRole('checkbox', { name: 'First task' });
    expect(button('Skip checklist')).toBeNull();
    expect(button('Edit checklist')).toBeNull();
    expect(screen.queryByTestId('checklist-editing')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'New item' })).toBeNull();
    expect(button('Add item')).toBeNull();
    expect(button('Move item 2 up')).toBeNull();
    expect(button('Remove item 1')).toBeNull();
    expect(button('Edit “First task”')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '“First task” is mandatory' })).toBeNull();
  });

  it('cannot reopen a completed checklist', async () => {
    open(member, { status: 'completed', completedAt: '2026-01-06T10:00:00.000Z' });
    await screen.findByRole('checkbox', { name: 'First task' });
    expect(button('Reopen')).toBeNull();
  });
});

describe('someone who may change the checklist’s structure', () => {
  it('is offered skip and edit, and in the editing panel add, edit, move and remove', async () => {
    open(editor);
    expect(await screen.findByRole('button', { name: 'Skip checklist' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit checklist' }));
    await screen.findByTestId('checklist-editing');
    expect(screen.getByRole('textbox', { name: 'New item' })).toBeTruthy();
    expect(button('Add item')).toBeTruthy();
    expect(button('Move item 2 up')).toBeTruthy();
    expect(button('Remove item 1')).toBeTruthy();
    expect(button('Edit “First task”')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '“First task” is mandatory' })).toBeTruthy();
  });

  it('may reopen a completed checklist', async () => {
    open(editor, { status: 'completed', completedAt: '2026-01-06T10:00:00.000Z' });
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(button('Skip checklist')).toBeNull();
  });
});
