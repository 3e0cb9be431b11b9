import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import UserApiKeys from './user-api-keys';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../test/fake-api';
import { messageStore } from '../../messages/message-store';
import { apiKeyDto } from '../../test/fixtures';
import { API_KEY_NAME_MAX, type ApiKeyDto } from '../../../shared/api-keys';
import type { ApiCall } from '../../test/fake-api';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const SECRET = 'ck_5e1d0c4b_0123456789abcdefghijklmnopqrstuv';

/** The user's keys as the server keeps them: created, listed and revoked. */
function keysServer(initial: ApiKeyDto[]) {
  let keys = initial;
  const calls = fakeApi({
    'GET /apikeys': () => ({ data: { apiKeys: keys } }),
    'POST /apikeys': (call: ApiCall) => {
      const body = call.body as { name: string; scope: 'read' | 'write' };
      const created = apiKeyDto({ id: 'key-new', prefix: 'ck_5e1d0c4b', ...body });
      keys = [created, ...keys];
      return { status: 201, data: { apiKey: created, secret: SECRET } };
    },
    'DELETE /apikeys/key-1': () => {
      keys = keys.filter((key) => key.id !== 'key-1');
      return { status: 204 };
    },
  });
  return calls;
}

/** The screen beside another page, to leave it and come back. */
function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/usersettings/overview/apikeys')}>
      Back to the keys
    </button>
  );
}
function Leave() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/usersettings/overview/usersettings')}>
      Leave
    </button>
  );
}
const open = () =>
  renderScreen(
    <Routes>
      <Route
        path="/usersettings/overview/apikeys"
        element={
          <>
            <UserApiKeys />
            <Leave />
          </>
        }
      />
      <Route path="/usersettings/overview/usersettings" element={<Elsewhere />} />
    </Routes>,
    { path: '/usersettings/overview/apikeys' },
  );

const rows = () => screen.getAllByTestId('apikey-row');
const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));

describe('your API keys: the list', () => {
  it('shows name, prefix, scope, created and last used ("Never" when never used)', async () => {
    keysServer([
      apiKeyDto(),
      apiKeyDto({
        id: 'key-2',
        name: 'CI',
        prefix: 'ck_aa11bb22',
        scope: 'write',
        lastUsedAt: '2026-04-02T08:00:00.000Z',
      }),
    ]);
    open();
    await screen.findByTestId('apikeys-table');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Prefix', 'Scope', 'Created', 'Last used', '']);
    const cells = rows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells[0]).toEqual([
      'Nightly report',
      'ck_3f9a2b7c',
      'Read',
      'March 1, 2026',
      'Never',
      'Revoke',
    ]);
    expect(cells[1]).toEqual([
      'CI',
      'ck_aa11bb22',
      'Write',
      'March 1, 2026',
      'April 2, 2026',
      'Revoke',
    ]);
    expect(within(rows()[0]!).getByText('ck_3f9a2b7c').tagName).toBe('CODE');
  });

  it('says when there are no keys yet', async () => {
    keysServer([]);
    open();
    expect((await screen.findByTestId('apikeys-empty')).textContent).toBe(
      'You have no API keys yet.',
    );
  });

  it('shows why the keys could not be loaded', async () => {
    fakeApi({
      'GET /apikeys': () => ({ status: 500, error: { code: 'internal_error', message: 'Boom.' } }),
    });
    open();
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
    expect(screen.getByText('Boom.')).toBeTruthy();
  });
});

describe('your API keys: creating one', () => {
  it('sends the name and the chosen scope, and shows the secret once with a copy button', async () => {
    const calls = keysServer([apiKeyDto()]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: '  Deploy bot ' },
    });
    expect(
      screen.getByText('Reads templates, checklists and audit logs; changes nothing.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Write' }));
    create();

    const box = await screen.findByTestId('apikey-secret-box');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Deploy bot',
      scope: 'write',
    });
    expect(within(box).getByTestId('apikey-secret').textContent).toBe(SECRET);
    expect(box.textContent).toContain('it will not be shown again');
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Deploy bot',
      'Nightly report',
    ]);
    expect(shownMessages()).toContain('API key “Deploy bot” created');
    // The form is ready for the next key.
    expect((nameField() as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Read' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(box).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await within(box).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);
  });

  it('sends the read scope unless write is chosen', async () => {
    const calls = keysServer([]);
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Reader' },
    });
    create();
    await screen.findByTestId('apikey-secret-box');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Reader', scope: 'read' });
  });

  it('never shows the secret again once the user leaves the screen', async () => {
    const calls = keysServer([]);
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Once' },
    });
    create();
    expect((await screen.findByTestId('apikey-secret')).textContent).toBe(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the keys' }));
    await screen.findByTestId('apikeys-table');
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/apikeys')).toHaveLength(2);
    expect(screen.queryByTestId('apikey-secret-box')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(rows()[0]?.textContent).toContain('Once');
  });

  it('hides the secret when the user says they stored it', async () => {
    keysServer([]);
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Once' },
    });
    create();
    fireEvent.click(await screen.findByRole('button', { name: 'Done, I have stored it' }));
    expect(screen.queryByTestId('apikey-secret-box')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for a name, and refuses one over the limit, before sending anything', async () => {
    const calls = keysServer([]);
    open();
    await screen.findByTestId('apikeys-empty');
    create();
    expect(screen.getByTestId('apikey-name-error').textContent).toBe('Enter a name for the key.');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nameField(), { target: { value: 'x'.repeat(API_KEY_NAME_MAX + 1) } });
    expect(screen.getByTestId('apikey-name-error').textContent).toBe('');
    expect(screen.getByTestId('text-limit').textContent).toContain('1 character too many');
    expect(
      (screen.getByRole('button', { name: 'Create API key' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows what the server refused at the name', async () => {
    fakeApi({
      'GET /apikeys': () => ({ data: { apiKeys: [] } }),
      'POST /apikeys': () => ({
        status: 400,
        error: {
          code: 'validation_failed',
          message: 'The request is invalid.',
          details: [{ path: 'name', message: 'A key with this name exists.' }],
        },
      }),
    });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Twice' },
    });
    create();
    await waitFor(() =>
      expect(screen.getByTestId('apikey-name-error').textContent).toBe(
        'A key with this name exists.',
      ),
    );
    expect(screen.queryByTestId('apikey-secret-box')).toBeNull();
  });
});

describe('your API keys: revoking one', () => {
  it('asks first, then sends DELETE and takes the row away', async () => {
    const calls = keysServer([apiKeyDto(), apiKeyDto({ id: 'key-2', name: 'CI' })]);
    open();
    await screen.findByTestId('apikeys-table');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Nightly report”?' });
    expect(dialog.textContent).toContain('stop working at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('CI');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/apikeys/key-1',
    ]);
    expect(shownMessages()).toContain('API key “Nightly report” revoked');
  });

  it('keeps the key when the user cancels', async () => {
    const calls = keysServer([apiKeyDto()]);
    open();
    await screen.findByTestId('apikeys-table');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });
});
