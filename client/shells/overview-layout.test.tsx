import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import OverviewLayout from './overview-layout';
import { changeLanguage, initI18n } from '../lib/i18n';

await initI18n('en');
afterEach(async () => {
  cleanup();
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
});
