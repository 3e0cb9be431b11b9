import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
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
