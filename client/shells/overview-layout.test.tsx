import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import OverviewLayout from './overview-layout';
import { changeLanguage, initI18n } from '../lib/i18n';
import { fakeApi } from '../test/fake-api';

await initI18n('en');
beforeEach(() => {
  fakeApi({ 'GET /my-items/count': () => ({ data: { open: 0, overdue: 0 } }) });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<OverviewLayout />} />
      </Routes>
    </MemoryRouter>,
  );

const current = () =>
  Array.from(
    screen.getByRole('navigation').querySelectorAll('[aria-current="page"]'),
    (link) => link.textContent,
  );

describe('overview navigation', () => {
  it('links to the user settings and highlights them there', () => {
    show('/confluence/pages/checklist-overview/usersettings');
    const link = screen.getByRole('link', { name: 'User settings' });
    expect(link.getAttribute('href')).toBe('/confluence/pages/checklist-overview/usersettings');
    expect(current()).toEqual(['User settings']);
  });

  it('links to the user settings in the portal too, in German', async () => {
    await changeLanguage('de');
    show('/web/checklist-overview/templates');
    expect(screen.getByRole('link', { name: 'Benutzereinstellungen' }).getAttribute('href')).toBe(
      '/web/checklist-overview/usersettings',
    );
    expect(current()).toEqual(['Vorlagen']);
  });

  it('highlights "Checklists" while creating a checklist', () => {
    show('/confluence/pages/checklist-overview/instances/create');
    expect(current()).toEqual(['Checklists']);
  });

  it('highlights "Templates" while creating a checklist in the portal, which has no list of all checklists', () => {
    show('/web/checklist-overview/instances/create');
    expect(current()).toEqual(['Templates']);
  });

  it('shows how many items are assigned to me in the menu, in German too', async () => {
    const calls = fakeApi({ 'GET /my-items/count': () => ({ data: { open: 3, overdue: 1 } }) });
    show('/jira/pages/checklist-overview/templates');
    const link = await screen.findByRole('link', { name: 'My items (3)' });
    expect(link.getAttribute('href')).toBe('/jira/pages/checklist-overview/my-items');
    expect(calls[0]?.path).toMatch(/^\/my-items\/count\?today=\d{4}-\d{2}-\d{2}$/);
    cleanup();
    await changeLanguage('de');
    show('/web/checklist-overview/my-items');
    expect(await screen.findByRole('link', { name: 'Meine Aufgaben (3)' })).toBeTruthy();
    expect(current()).toEqual(['Meine Aufgaben (3)']);
  });
});
