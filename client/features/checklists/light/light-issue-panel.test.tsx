import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LightIssuePanel } from './light-issue-panel';
import { fakeApi, featureStrings } from '../../../test/fake-api';
import { checklistDto, itemDto } from '../../../test/fixtures';
import { changeLanguage } from '../../../lib/i18n';
import type { IssuePanelDto } from '../../../../shared/jira';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const issue = { id: '10001', key: 'SIM-1', projectId: '10000', issueTypeId: '10001' };
const panel = (over: Partial<IssuePanelDto>): IssuePanelDto => ({
  issue,
  projectEnabled: true,
  checklists: [],
  ...over,
});

describe('the light issue panel', () => {
  it('says a project is not enabled and how an admin enables it, in German too', async () => {
    await changeLanguage('de');
    fakeApi({ 'GET /jira/issues/10001/panel': () => ({ data: panel({ projectEnabled: false }) }) });
    render(<LightIssuePanel issueId="10001" />);
    expect(
      await screen.findByText('Checklists ist in diesem Projekt nicht aktiviert'),
    ).toBeTruthy();
    expect(screen.getByText(/Apps → Checklists → Aktivierte Projekte/)).toBeTruthy();
  });

  it('shows each checklist with its progress and ticks a task in place', async () => {
    const checklist = checklistDto({
      title: 'Release',
      progress: { done: 0, total: 2, percent: 0 },
      items: [
        itemDto({ id: 'i1', text: 'Build', version: 3 }),
        itemDto({ id: 'i2', text: 'Ship', mandatory: true }),
      ],
    });
    const calls = fakeApi({
      'GET /jira/issues/10001/panel': () => ({ data: panel({ checklists: [checklist] }) }),
      'PATCH /checklists/checklist-0001/items/i1': () => ({
        data: {
          item: itemDto({
            id: 'i1',
            text: 'Build',
            status: 'done',
            statusCategory: 'done',
            version: 4,
          }),
          checklist: {
            ...checklist,
            status: 'in_progress',
            progress: { done: 1, total: 2, percent: 50 },
            version: 2,
          },
        },
      }),
    });
    render(<LightIssuePanel issueId="10001" />);
    expect(await screen.findByRole('heading', { name: 'Release' })).toBeTruthy();
    expect(screen.getByText('0/2')).toBeTruthy();
    expect(screen.getAllByTestId('mandatory-flag')).toHaveLength(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Build' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'done', version: 3 }),
    );
    // The answer shows; neither the panel nor the checklist is read again (issue 20).
    expect(await screen.findByText('1/2')).toBeTruthy();
    const reads = ['/jira/issues/10001/panel', '/checklists/checklist-0001'];
    expect(calls.filter((c) => c.method === 'GET' && reads.includes(c.path))).toHaveLength(1);
  });

  it('offers no ticking where the caller may not work, and says when nothing is there', async () => {
    const checklist = checklistDto({
      items: [itemDto({ id: 'i1', text: 'Build' })],
      permissions: { ...checklistDto().permissions, canWork: false },
    });
    fakeApi({
      'GET /jira/issues/10001/panel': () => ({ data: panel({ checklists: [checklist] }) }),
    });
    render(<LightIssuePanel issueId="10001" />);
    expect(
      ((await screen.findByRole('checkbox', { name: 'Build' })) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('shows the server message when the issue cannot be seen', async () => {
    fakeApi({
      'GET /jira/issues/10001/panel': () => ({
        status: 404,
        error: { code: 'not_found', message: 'This issue does not exist or you cannot see it.' },
      }),
    });
    render(<LightIssuePanel issueId="10001" />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This issue does not exist or you cannot see it.',
    );
  });
});
