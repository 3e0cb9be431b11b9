import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ApiKeySettings from './apikey-settings';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { messageStore } from '../../messages/message-store';
import { apiKeyDto } from '../../test/fixtures';
import { changeLanguage } from '../../lib/i18n';
import type { ApiCall, FakeAnswer } from '../../test/fake-api';
import type { ApiKeyDto } from '../../../shared/api-keys';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const SECRET = 'ck_9d8c7b6a_site0123456789abcdefghijklmnop';
const forbidden: FakeAnswer = {
  status: 403,
  error: { code: 'forbidden', message: 'Only site administrators may do this.' },
};

function siteServer({ isAdmin, keys = [] }: { isAdmin: boolean; keys?: ApiKeyDto[] }) {
  return fakeApi({
    'GET /me': () => ({ data: { isAdmin } }),
    'GET /site/apikeys': () => (isAdmin ? { data: { apiKeys: keys } } : forbidden),
    'POST /site/apikeys': (call: ApiCall) => ({
      status: 201,
      data: {
        apiKey: apiKeyDto({ id: 'key-new', ...(call.body as object) }),
        secret: SECRET,
      },
    }),
    'DELETE /site/apikeys/key-1': () => ({ status: 204 }),
  });
}

const open = () => renderScreen(<ApiKeySettings />, { path: '/jira/admin/apikeys' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const ADMIN_ONLY = "Only site administrators can see and manage this site's API keys.";

describe("the site's API keys", () => {
  it('tells someone who is not a site admin, without asking for the keys', async () => {
    const calls = siteServer({ isAdmin: false });
    open();
    expect((await screen.findByTestId('apikeys-admin-only')).textContent).toContain(ADMIN_ONLY);
    expect(screen.getByText('Only site administrators')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/me']);
    expect(screen.queryByTestId('apikey-create-form')).toBeNull();
  });

  it('shows the same message when the server refuses the list (403)', async () => {
    fakeApi({
      'GET /me': () => ({ data: { isAdmin: true } }),
      'GET /site/apikeys': () => forbidden,
    });
    open();
    expect((await screen.findByTestId('apikeys-admin-only')).textContent).toContain(ADMIN_ONLY);
    expect(screen.queryByTestId('apikey-create-form')).toBeNull();
  });

  it("lists the site's keys with who created them", async () => {
    siteServer({
      isAdmin: true,
      keys: [apiKeyDto({ createdBy: { id: 'user-ann', displayName: 'Ann Admin' } })],
    });
    open();
    const row = (await screen.findAllByTestId('apikey-row'))[0]!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Prefix',
      'Scope',
      'Created by',
      'Created',
      'Last used',
      '',
    ]);
    expect(cells(row)).toEqual([
      'Nightly report',
      'ck_3f9a2b7c',
      'Read',
      'Ann Admin',
      'March 1, 2026',
      'Never',
      'Revoke',
    ]);
  });

  it('creates a site key and shows its secret once', async () => {
    const calls = siteServer({ isAdmin: true });
    open();
    expect((await screen.findByTestId('apikeys-empty')).textContent).toBe(
      'This site has no API keys yet.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Sync' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Write' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    expect((await screen.findByTestId('apikey-secret')).textContent).toBe(SECRET);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/site/apikeys',
      body: { name: 'Sync', scope: 'write' },
    });
  });

  it("revokes a site key through the site's path", async () => {
    const calls = siteServer({ isAdmin: true, keys: [apiKeyDto()] });
    open();
    await screen.findByTestId('apikeys-table');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke Nightly report' }));
    fireEvent.click(await screen.findByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('apikeys-empty')).toBeTruthy());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/site/apikeys/key-1',
    ]);
  });

  it('says it in German, dates in the German format', async () => {
    await changeLanguage('de');
    try {
      siteServer({ isAdmin: true, keys: [apiKeyDto({ scope: 'write' })] });
      open();
      const row = (await screen.findAllByTestId('apikey-row'))[0]!;
      expect(cells(row)).toEqual([
        'Nightly report',
        'ck_3f9a2b7c',
        'Schreiben',
        'Bob Owner',
        '1. März 2026',
        'Nie',
        'Widerrufen',
      ]);
      expect(screen.getByRole('button', { name: 'API-Schlüssel erstellen' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
