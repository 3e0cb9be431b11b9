import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import EnabledProjects from './enabled-projects';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage } from '../../lib/i18n';
import ui from '../../ui/ui.module.css';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const open = () => renderScreen(<EnabledProjects />, { path: '/jira/adminEnabledProjects' });
const SIM = { id: '10000', key: 'SIM', name: 'Simulation' };

describe('enabled projects', () => {
  it('says every project is enabled when none is chosen, and saves a chosen one with the version read', async () => {
    const calls = fakeApi({
      'GET /jira/enabled-projects': () => ({ data: { projects: [], version: 0 } }),
      'GET /jira/projects?query=': () => ({ data: [SIM] }),
      'GET /jira/projects?query=SI': () => ({ data: [SIM] }),
      'PUT /jira/enabled-projects': () => ({ data: { projects: [SIM], version: 1 } }),
    });
    open();
    expect(await screen.findByText('Enabled in every project')).toBeTruthy();
    // Styled as every other input of the app.
    expect(ui.input).toBeTruthy();
    expect(screen.getByPlaceholderText("Type a project's key or name").className).toBe(ui.input);
    fireEvent.change(screen.getByPlaceholderText("Type a project's key or name"), {
      target: { value: 'SI' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enable Simulation (SIM)' }));
    // Before Save: what is saved, and what Save will do.
    expect(screen.getByTestId('enabled-summary').textContent).toBe('Enabled in every project');
    expect(screen.getByTestId('enabled-unsaved').textContent).toBe(
      'Not saved yet: after Save, enabled in 1 project.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        projectIds: ['10000'],
        version: 0,
      }),
    );
    expect(await screen.findByText('Enabled in 1 project')).toBeTruthy();
    expect(screen.queryByTestId('enabled-unsaved')).toBeNull();
  });

  it('tells a member that only site admins choose them', async () => {
    fakeApi({
      'GET /jira/enabled-projects': () => ({
        status: 403,
        error: {
          code: 'forbidden',
          message: 'Only site administrators can change these settings.',
        },
      }),
    });
    open();
    expect(
      await screen.findByText('Only site administrators can choose the enabled projects'),
    ).toBeTruthy();
  });
});
