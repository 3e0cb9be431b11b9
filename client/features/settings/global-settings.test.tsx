import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import GlobalSettingsScreen from './global-settings';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../test/fake-api';
import { messageStore } from '../../messages/message-store';
import { globalSettingsAtom } from '../../state/atoms';
import { changeLanguage } from '../../lib/i18n';
import {
  DEFAULT_GLOBAL_SETTINGS,
  updateGlobalSettingsSchema,
  type GlobalSettings,
} from '../../../shared/settings';
import type { ApiCall, FakeAnswer } from '../../test/fake-api';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const blocked = {
  id: 'blocked-k3x9',
  name: 'Blocked',
  colour: '#DE350B',
  category: 'open' as const,
};
const stored: GlobalSettings = {
  ...DEFAULT_GLOBAL_SETTINGS,
  showCustomTaskStatus: true,
  customTaskStatuses: [blocked],
  version: 4,
};

/** A server that checks a save as the real one does (schema and version) and keeps it. */
function settingsServer(initial: GlobalSettings) {
  let current = initial;
  const put = (call: ApiCall): FakeAnswer => {
    const parsed = updateGlobalSettingsSchema.safeParse(call.body);
    if (!parsed.success)
      return {
        status: 400,
        error: { code: 'validation_failed', message: parsed.error.issues[0]?.message ?? '' },
      };
    const { version, ...changes } = parsed.data;
    if (version !== current.version)
      return { status: 409, error: { code: 'conflict', message: 'Someone saved first.' } };
    current = { ...current, ...changes, version: current.version + 1 };
    return { data: current };
  };
  const calls = fakeApi({
    'GET /me': () => ({ data: { isAdmin: true } }),
    'GET /settings': () => ({ data: current }),
    'PUT /settings': put,
    'GET /settings/audit': () => ({ data: { items: [], page: 1, perPage: 10, total: 0 } }),
  });
  return {
    calls,
    saved: () => calls.filter((c) => c.method === 'PUT').map((c) => c.body as GlobalSettings),
    changeElsewhere: (next: GlobalSettings) => {
      current = next;
    },
  };
}

const open = () => renderScreen(<GlobalSettingsScreen />, { path: '/admin/settings' });
const nameInputs = () => screen.getAllByRole('textbox', { name: 'Name' }) as HTMLInputElement[];
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('global settings: custom statuses', () => {
  it('keeps a status id when the status is renamed', async () => {
    const server = settingsServer(stored);
    open();
    await screen.findByTestId('global-settings');
    fireEvent.change(nameInputs()[0]!, { target: { value: 'Waiting for parts' } });
    save();
    await waitFor(() => expect(shownMessages()).toContain('Settings saved'));
    expect(server.saved()[0]).toMatchObject({
      version: 4,
      customTaskStatuses: [{ ...blocked, name: 'Waiting for parts' }],
    });
  });

  it('saves two new statuses whose names have no Latin letters, each with its own id', async () => {
    const server = settingsServer({ ...stored, customTaskStatuses: [] });
    open();
    await screen.findByTestId('global-settings');
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    const [first, second] = nameInputs();
    fireEvent.change(first!, { target: { value: '保留中' } });
    fireEvent.change(second!, { target: { value: '確認済み' } });
    save();
    await waitFor(() => expect(shownMessages()).toContain('Settings saved'));
    const statuses = server.saved()[0]?.customTaskStatuses ?? [];
    expect(statuses.map((s) => s.name)).toEqual(['保留中', '確認済み']);
    expect(new Set(statuses.map((s) => s.id)).size).toBe(2);
  });

  it('gives a new status its id once: typing its name does not change it', async () => {
    const server = settingsServer({ ...stored, customTaskStatuses: [] });
    open();
    await screen.findByTestId('global-settings');
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    save();
    await waitFor(() => expect(shownMessages()).toContain('Settings saved'));
    const id = server.saved()[0]?.customTaskStatuses?.[0]?.id;
    fireEvent.change(nameInputs()[0]!, { target: { value: 'Ready for review' } });
    save();
    await waitFor(() => expect(server.saved()).toHaveLength(2));
    expect(server.saved()[1]?.customTaskStatuses?.[0]).toMatchObject({
      id,
      name: 'Ready for review',
    });
  });
});

describe('global settings: saving after someone else', () => {
  it('says so and shows the settings as the other admin saved them', async () => {
    const server = settingsServer(stored);
    const { store } = open();
    await screen.findByTestId('global-settings');
    const theirs: GlobalSettings = {
      ...stored,
      customTaskStatuses: [{ ...blocked, name: 'On hold' }],
      version: 5,
    };
    server.changeElsewhere(theirs);
    fireEvent.change(nameInputs()[0]!, { target: { value: 'Mine' } });
    save();
    await waitFor(() =>
      expect(shownMessages()).toContain('Someone else changed the settings: Someone saved first.'),
    );
    await waitFor(() => expect(nameInputs()[0]?.value).toBe('On hold'));
    expect(store.get(globalSettingsAtom)).toEqual(theirs);

    // Saving again now builds on their version.
    fireEvent.change(nameInputs()[0]!, { target: { value: 'Mine after all' } });
    save();
    await waitFor(() => expect(shownMessages()).toContain('Settings saved'));
    expect(server.saved()[1]).toMatchObject({ version: 5 });
  });
});

describe('global settings: no custom statuses', () => {
  const empty = 'No custom statuses yet. Add one to offer more than Open, Done and Skipped.';

  it('says there are none and how to add one, until a status is added and after the last is removed', async () => {
    settingsServer({ ...stored, customTaskStatuses: [] });
    open();
    expect((await screen.findByTestId('statuses-empty')).textContent).toBe(empty);
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    expect(screen.queryByText(empty)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('statuses-empty').textContent).toBe(empty);
  });

  it('shows no such message while there are statuses', async () => {
    settingsServer(stored);
    open();
    await screen.findByTestId('global-settings');
    expect(screen.getAllByTestId('status-row')).toHaveLength(1);
    expect(screen.queryByTestId('statuses-empty')).toBeNull();
  });

  it('says it in German', async () => {
    await changeLanguage('de');
    try {
      settingsServer({ ...stored, customTaskStatuses: [] });
      open();
      expect((await screen.findByTestId('statuses-empty')).textContent).toBe(
        'Noch keine eigenen Status. Fügen Sie einen hinzu, um mehr als Offen, Erledigt und Übersprungen anzubieten.',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('global settings: what is wrong is said at the field', () => {
  it('an empty or repeated name is named at its field, and Save waits until it is fixed', async () => {
    const server = settingsServer(stored);
    open();
    await screen.findByTestId('global-settings');
    fireEvent.change(nameInputs()[0]!, { target: { value: '   ' } });
    expect(screen.getByTestId('status-name-error').textContent).toBe('Give the status a name.');
    expect(nameInputs()[0]!.getAttribute('aria-invalid')).toBe('true');
    const saveButton = screen.getByRole('button', { name: 'Save settings' });
    expect((saveButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add status' }));
    fireEvent.change(nameInputs()[0]!, { target: { value: 'Blocked' } });
    fireEvent.change(nameInputs()[1]!, { target: { value: 'blocked' } });
    expect(screen.getByTestId('status-name-error').textContent).toBe(
      'Another status already has this name.',
    );
    fireEvent.change(nameInputs()[1]!, { target: { value: 'In review' } });
    expect(screen.queryByTestId('status-name-error')).toBeNull();
    save();
    await waitFor(() => expect(server.saved()).toHaveLength(1));
  });

  it('counts a name near its limit and says when it is too long, without cutting it', async () => {
    settingsServer(stored);
    open();
    await screen.findByTestId('global-settings');
    fireEvent.change(nameInputs()[0]!, { target: { value: 'W'.repeat(45) } });
    expect(nameInputs()[0]!.value).toHaveLength(45);
    expect(screen.getByTestId('text-limit').textContent).toBe('45 / 40: 5 characters too many');
    expect(screen.getByTestId('status-name-error').textContent).toBe('At most 40 characters.');
  });

  it("places the server's refusal at the field, never as a raw path", async () => {
    fakeApi({
      'GET /me': () => ({ data: { isAdmin: true } }),
      'GET /settings': () => ({ data: stored }),
      'PUT /settings': () => ({
        status: 400,
        error: {
          code: 'validation_failed',
          message: 'Some values are not valid. customTaskStatuses.0.name: Reserved.',
          details: [{ path: 'customTaskStatuses.0.name', message: 'This name is reserved.' }],
        },
      }),
      'GET /settings/audit': () => ({ data: { items: [], page: 1, perPage: 10, total: 0 } }),
    });
    open();
    await screen.findByTestId('global-settings');
    fireEvent.change(nameInputs()[0]!, { target: { value: 'Done' } });
    save();
    expect((await screen.findByTestId('status-name-error')).textContent).toBe(
      'This name is reserved.',
    );
    expect(shownMessages().join(' ')).not.toContain('customTaskStatuses');
  });
});

describe('global settings: who may change checklists', () => {
  it('saves everyoneEditsChecklists when an admin turns it on', async () => {
    const server = settingsServer(stored);
    open();
    await screen.findByTestId('global-settings');
    const toggle = screen.getByRole('checkbox', {
      name: "Everyone can change any checklist's items and details",
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    save();
    await waitFor(() => expect(server.saved()[0]).toMatchObject({ everyoneEditsChecklists: true }));
  });
});
