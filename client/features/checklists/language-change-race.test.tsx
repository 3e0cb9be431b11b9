import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { fakeApi, renderScreen } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import { changeLanguage, initI18n, loadFeatureStrings } from '../../lib/i18n';

// As at start-up: no feature screen has loaded its strings yet (German's app strings are
// there already, as after an earlier switch, so the switch itself is quick).
await initI18n('en');
await changeLanguage('de');
await changeLanguage('en');
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a language change while the first feature screen loads', () => {
  it('gives the screen its strings in the new language', async () => {
    fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({ progress: { done: 1, total: 4, percent: 25 } }),
      }),
    });
    // The screen starts loading its strings; the site's language arrives before they have.
    const strings = loadFeatureStrings();
    const switching = changeLanguage('de');
    await act(() => Promise.all([strings, switching]));
    renderScreen(<ChecklistView />, {
      path: '/web/checklist-overview/instances/checklist-0001',
      route: '/web/checklist-overview/instances/:checklistInstanceUid',
    });
    await waitFor(() =>
      expect(screen.getByTestId('checklist-progress').textContent).toMatch(
        /^1 von 4 erledigt \(25\s%\)$/,
      ),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).not.toBe(
      'checklist.progress',
    );
  });
});
