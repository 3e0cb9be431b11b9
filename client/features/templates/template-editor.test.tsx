import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import TemplateEditor from './template-editor';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { templateDto } from '../../test/fixtures';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const people = () => ({
  data: [
    { id: 'user-bob', displayName: 'Bob Owner' },
    { id: 'user-clara', displayName: 'Clara Editor' },
  ],
});

function openAs(canChangeEditors: boolean) {
  fakeApi({
    'GET /templates/template-0001': () => ({
      data: templateDto({
        ownerId: 'user-bob',
        editorIds: ['user-clara'],
        permissions: { canEdit: true, canDelete: true, canUse: true, canChangeEditors },
      }),
    }),
    'GET /users': people,
  });
  renderScreen(<TemplateEditor />, {
    path: '/web/checklist-overview/templates/edit?uid=template-0001',
  });
}

describe('template editor: editors', () => {
  it('lets the owner or a site admin change the editors', async () => {
    openAs(true);
    expect(await screen.findByRole('textbox', { name: /Editors/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove Clara Editor' })).toBeTruthy();
  });

  it('shows an editor who the editors are, without a picker the server would ignore', async () => {
    openAs(false);
    const editors = await screen.findByTestId('template-editors');
    expect(await screen.findByText('Clara Editor')).toBeTruthy();
    expect(editors.textContent).toContain(
      'Only the owner and site administrators change who the editors are.',
    );
    expect(screen.queryByRole('textbox', { name: /Editors/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Clara Editor' })).toBeNull();
    // The rest of the template stays editable.
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeTruthy();
  });
});

/** Where the router is now, to see whether the editor left. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const openNew = () => {
  const calls = fakeApi({ 'GET /users': people });
  renderScreen(
    <>
      <TemplateEditor />
      <Where />
    </>,
    { path: '/web/checklist-overview/templates/edit' },
  );
  return calls;
};

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('template editor: why Save is disabled', () => {
  it('says a title is missing, by the field and for the button', async () => {
    openNew();
    const save = await screen.findByRole('button', { name: 'Save template' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Give the template a title to save it.')).toBeTruthy();
    expect(describedBy(save)).toBe('Give the template a title to save it.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Release' },
    });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Give the template a title to save it.')).toBeNull();
    expect(save.getAttribute('aria-describedby')).toBeNull();
  });

  it('says what is wrong with negative due-after days', async () => {
    openNew();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Release' },
    });
    const days = screen.getByRole('spinbutton', { name: /Due after/ });
    fireEvent.change(days, { target: { value: '-2' } });
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(days)).toBe('Enter whole days from 0 to 3650.');
    const save = screen.getByRole('button', { name: 'Save template' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(describedBy(save)).toBe('Enter whole days from 0 to 3650.');
    fireEvent.change(days, { target: { value: '2' } });
    expect(screen.queryByText('Enter whole days from 0 to 3650.')).toBeNull();
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('template editor: Cancel', () => {
  it('leaves at once when nothing changed', async () => {
    openNew();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/web/checklist-overview/templates'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before throwing changes away, and stays when told to', async () => {
    openNew();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'Half done' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/web/checklist-overview/templates/edit');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Half done',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/web/checklist-overview/templates'),
    );
  });
});

describe('template editor: an item’s assignee', () => {
  it('opens the picker below the name, which stays in the row, and closes with Escape', async () => {
    openNew();
    const row = (await screen.findAllByTestId('editor-item'))[0]!;
    const assign = within(row).getByRole('button', { name: 'Assignee of item 1: Unassigned' });
    fireEvent.click(assign);
    const picker = within(row).getByRole('textbox', { name: 'Assignee of item 1' });
    // The row keeps its name button and move buttons while choosing.
    expect(assign.getAttribute('aria-expanded')).toBe('true');
    expect(within(row).getByRole('button', { name: 'Move item 1 down' })).toBeTruthy();
    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(within(row).queryByRole('textbox', { name: 'Assignee of item 1' })).toBeNull();
    expect(assign.getAttribute('aria-expanded')).toBe('false');
  });
});
