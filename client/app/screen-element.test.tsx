import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ScreenElement } from './screen-element';
import { initI18n } from '../lib/i18n';

// The user settings screen's chunk is gone (the server restarted, or a deploy renamed it).
vi.mock('../features/user-settings/user-settings', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/user-settings.js');
});

await initI18n('en');
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a routed screen whose code fails to load', () => {
  it('shows a message with a reload button, not a blank frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/web/checklist-overview/usersettings']}>
        <ScreenElement screen="user-settings" />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of Checklists could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
