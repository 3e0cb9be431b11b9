/**
 * A person's own language (issue 21, user settings): it wins over the site's default, and
 * "The site's default" gives the choice back to the site (or to the browser).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import UserSettings from './user-settings';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { globalSettingsAtom } from '../../state/atoms';
import { DEFAULT_GLOBAL_SETTINGS } from '../../../shared/settings';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('a person’s own language', () => {
  it('wins over the site’s default and can be given back to it', async () => {
    let stored: string | null = null;
    const calls = fakeApi({
      'GET /preferences/language': () => ({ data: stored }),
      'PUT /preferences/language': (call) => {
        stored = (call.body as { value: string | null }).value;
        return { data: stored };
      },
    });
    const store = createStore();
    store.set(globalSettingsAtom, { ...DEFAULT_GLOBAL_SETTINGS, defaultLanguage: 'en' });
    renderScreen(<UserSettings />, { path: '/usersettings', store });
    const select = (await screen.findByRole('combobox', { name: 'Language' })) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.selectedOptions[0]?.textContent).toBe("The site's default (English)");

    fireEvent.change(select, { target: { value: 'de' } });
    await waitFor(() => expect(currentLanguage()).toBe('de'));
    expect(stored).toBe('de');
    const german = (await screen.findByRole('combobox', { name: 'Sprache' })) as HTMLSelectElement;
    expect(german.value).toBe('de');

    fireEvent.change(german, { target: { value: '' } });
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(stored).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { value: 'de' },
      { value: null },
    ]);
  });
});
