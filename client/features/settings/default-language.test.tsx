/**
 * The site's default language (issue 21): an admin sets it in the global settings (Jira and
 * Confluence share the screen); everyone without a choice of their own then sees the app in
 * it (a person's own: user-settings/language-choice.test.tsx).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import GlobalSettingsScreen from './global-settings';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { DEFAULT_GLOBAL_SETTINGS, type GlobalSettings } from '../../../shared/settings';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the site’s default language', () => {
  it('is saved from the global settings and shows at once for an admin without a choice', async () => {
    let current: GlobalSettings = { ...DEFAULT_GLOBAL_SETTINGS, version: 2 };
    const calls = fakeApi({
      'GET /me': () => ({ data: { isAdmin: true } }),
      'GET /settings': () => ({ data: current }),
      'PUT /settings': (call) => {
        current = { ...current, ...(call.body as object), version: current.version + 1 };
        return { data: current };
      },
      'GET /settings/audit': () => ({ data: { items: [], page: 1, perPage: 10, total: 0 } }),
      'GET /preferences/language': () => ({ data: null }),
    });
    renderScreen(<GlobalSettingsScreen />, { path: '/admin/settings' });
    const select = (await screen.findByRole('combobox', {
      name: 'Default language',
    })) as HTMLSelectElement;
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'de' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      version: 2,
      defaultLanguage: 'de',
    });
    // The screen now speaks German.
    expect(await screen.findByRole('combobox', { name: 'Standardsprache' })).toBeDefined();
  });
});
