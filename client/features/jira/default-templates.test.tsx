import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import DefaultTemplates from './default-templates';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage } from '../../lib/i18n';
import type { DefaultTemplatesDto } from '../../../shared/jira';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const dto = (defaults: DefaultTemplatesDto['defaults']): DefaultTemplatesDto => ({
  project: { id: '10000', key: 'SIM', name: 'Simulation' },
  issueTypes: [
    { id: '10001', name: 'Task' },
    { id: '10002', name: 'Bug' },
  ],
  defaults,
});
const release = { uid: 'template-release', title: 'Release' };
const deploy = { uid: 'template-deploy01', title: 'Deploy' };

describe('default templates of a project', () => {
  it('lists each issue type with its templates, and saves the modal’s order', async () => {
    const calls = fakeApi({
      'GET /jira/projects/10000/default-templates': () => ({
        data: dto([{ issueTypeId: '10001', templates: [release, deploy] }]),
      }),
      'PUT /jira/projects/10000/default-templates/10001': () => ({
        data: dto([{ issueTypeId: '10001', templates: [deploy, release] }]),
      }),
    });
    renderScreen(<DefaultTemplates />, { path: '/jira/adminDefaultTemplates?projectId=10000' });
    expect((await screen.findByTestId('issue-type-Task')).textContent).toContain('Release, Deploy');
    expect(screen.getByTestId('issue-type-Bug').textContent).toContain('No default checklists');
    fireEvent.click(screen.getByRole('button', { name: 'Edit default checklists of Task' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Deploy up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        templateUids: ['template-deploy01', 'template-release'],
      }),
    );
    expect((await screen.findByTestId('issue-type-Task')).textContent).toContain('Deploy, Release');
  });

  it('tells someone who does not administer the project why not', async () => {
    fakeApi({
      'GET /jira/projects/10000/default-templates': () => ({
        status: 403,
        error: {
          code: 'forbidden',
          message: 'Only the administrators of this project can change its checklist defaults.',
        },
      }),
    });
    renderScreen(<DefaultTemplates />, { path: '/jira/adminDefaultTemplates?projectId=10000' });
    expect(
      await screen.findByText(
        'Only the administrators of this project can change its checklist defaults.',
      ),
    ).toBeTruthy();
  });
});
