import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import MacroEditorScreen from './macro-editor';
import ListMacroEditor from './list-macro-editor';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, templateDto } from '../../test/fixtures';
import { changeLanguage } from '../../lib/i18n';
import { resetHostApi } from '../../host/host-api';

await featureStrings();

/** Confluence's side of the macro editor dialog, as connect-js gives it to the frame. */
function confluenceHost(data: Record<string, string> | undefined) {
  const handlers: Record<string, () => void> = {};
  const host = {
    saveMacro: vi.fn(),
    closeMacroEditor: vi.fn(),
    submit: () => handlers['dialog.submit']?.(),
  };
  (window as Window & { AP?: unknown }).AP = {
    confluence: {
      saveMacro: host.saveMacro,
      closeMacroEditor: host.closeMacroEditor,
      getMacroData: (callback: (params: unknown) => void) => callback(data),
    },
    events: { on: (name: string, handler: () => void) => (handlers[name] = handler) },
    dialog: { disableCloseOnSubmit: vi.fn() },
  };
  resetHostApi();
  return host;
}

beforeEach(() => resetHostApi());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as Window & { AP?: unknown }).AP;
  resetHostApi();
  await changeLanguage('en');
});

const release = templateDto({ uid: 'tmpl-release-1', title: 'Release' });

describe('the checklist macro editor', () => {
  it('keeps the dialog open until a template is chosen, then saves it with a title', async () => {
    const host = confluenceHost(undefined);
    fakeApi({
      'GET /examples': () => ({ data: [] }),
      'GET /templates': () => ({ data: { items: [release], page: 1, perPage: 10, total: 1 } }),
    });
    renderScreen(<MacroEditorScreen screen="macro-edit" props={{ mode: 'edit' }} />, {
      path: '/macro/edit',
    });
    await screen.findByTestId('macro-chooser');
    host.submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a template or a checklist first.',
    );
    expect(host.saveMacro).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Template' }), {
      target: { value: 'Rel' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
    fireEvent.change(screen.getByLabelText('Title (optional)'), {
      target: { value: 'Release 2.4' },
    });
    host.submit();
    // Confluence keeps parameters under the descriptor's lowercase identifiers.
    expect(host.saveMacro).toHaveBeenCalledWith({
      'template-uid': 'tmpl-release-1',
      title: 'Release 2.4',
    });
    expect(host.closeMacroEditor).toHaveBeenCalled();
  });

  it('shows what a placed macro shows, in German, and keeps it on save', async () => {
    await changeLanguage('de');
    const host = confluenceHost({ 'template-uid': 'tmpl-release-1' });
    fakeApi({ 'GET /templates/tmpl-release-1': () => ({ data: release }) });
    renderScreen(<MacroEditorScreen screen="macro-editbutton" props={{ mode: 'editbutton' }} />, {
      path: '/macro/editbutton',
    });
    expect(
      (await screen.findByText(/eine neue Checkliste aus der Vorlage „Release“/)).textContent,
    ).toContain('Release');
    expect(
      screen.getByRole('button', { name: 'Andere Vorlage oder Checkliste wählen' }),
    ).toBeTruthy();
    host.submit();
    expect(host.saveMacro).toHaveBeenCalledWith({ 'template-uid': 'tmpl-release-1' });
  });
});

describe("the checklist macro editor's examples", () => {
  it('names each "Use" button by its example', async () => {
    confluenceHost(undefined);
    const example = (id: string, title: string) => ({
      id,
      category: 'engineering',
      title,
      description: '',
      tags: [],
      items: [],
    });
    fakeApi({
      'GET /examples': () => ({
        data: [example('release', 'Software release'), example('onboarding', 'Onboarding')],
      }),
      'GET /templates': () => ({ data: { items: [], page: 1, perPage: 10, total: 0 } }),
    });
    renderScreen(<MacroEditorScreen screen="macro-edit" props={{ mode: 'edit' }} />, {
      path: '/macro/edit',
    });
    await screen.findByTestId('use-example-release');
    expect(screen.getByRole('button', { name: 'Use the example “Software release”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use the example “Onboarding”' })).toBeTruthy();
  });
});

describe('the list macro editor', () => {
  it('shows saved checklists by title and saves them in order after a removal', async () => {
    const host = confluenceHost({ checklists: 'uid-a,uid-b' });
    fakeApi({
      'GET /confluence/checklists': () => ({
        data: {
          items: [
            { ...checklistDto({ uid: 'uid-a', title: 'Alpha' }), page: null },
            { ...checklistDto({ uid: 'uid-b', title: 'Beta' }), page: null },
          ],
          page: 1,
          perPage: 50,
          total: 2,
        },
      }),
    });
    renderScreen(<ListMacroEditor />, { path: '/macro/list/edit' });
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(screen.getByText('2 checklists chosen')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    host.submit();
    expect(host.saveMacro).toHaveBeenCalledWith({ checklists: 'uid-b' });
  });

  it('saves a filter with only the fields that were set', async () => {
    const host = confluenceHost({ status: 'completed' });
    fakeApi({});
    renderScreen(<ListMacroEditor />, { path: '/macro/list/edit' });
    await screen.findByTestId('list-macro-editor');
    fireEvent.change(screen.getByLabelText('Space key'), { target: { value: ' TEAM ' } });
    host.submit();
    await waitFor(() =>
      expect(host.saveMacro).toHaveBeenCalledWith({ status: 'completed', 'space-key': 'TEAM' }),
    );
  });
});
