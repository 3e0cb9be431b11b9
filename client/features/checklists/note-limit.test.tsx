/**
 * A note is never cut short: the dialog counts it near the limit of 2,000 characters, says
 * when it is too long and does not save until it fits (it used to stop at 500 without a word).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { messageStore } from '../../messages/message-store';
import { NOTE_MAX } from '../../../shared/limits';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

function open() {
  const item = itemDto({ id: 'a', text: 'First task' });
  const calls = fakeApi({
    'GET /checklists/checklist-0001': () => ({ data: checklistDto({ items: [item] }) }),
    'PATCH /checklists/checklist-0001/items/a': (call) => ({
      data: {
        item: { ...item, note: (call.body as { note: string }).note, version: 2 },
        checklist: checklistDto(),
      },
    }),
  });
  renderScreen(<ChecklistView />, {
    path: '/web/checklist-overview/instances/checklist-0001',
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
  });
  return calls;
}

describe('a note', () => {
  it('longer than 500 characters is kept whole', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    const note = 'n'.repeat(1700);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: note } });
    expect(screen.getByTestId('text-limit').textContent).toBe(`1700 / ${NOTE_MAX}`);
    fireEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ note });
  });

  it('over the limit is not saved, and the dialog says by how much', async () => {
    const calls = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), {
      target: { value: 'n'.repeat(NOTE_MAX + 3) },
    });
    expect(screen.getByTestId('text-limit').textContent).toBe(
      `${NOTE_MAX + 3} / ${NOTE_MAX}: 3 characters too many`,
    );
    expect((screen.getByTestId('dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });
});
