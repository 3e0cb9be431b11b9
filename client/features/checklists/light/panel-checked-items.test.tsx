import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LightIssuePanel } from './light-issue-panel';
import { fakeApi, featureStrings } from '../../../test/fake-api';
import { checklistDto, itemDto } from '../../../test/fixtures';
import type { IssuePanelDto } from '../../../../shared/jira';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const issue = { id: '10001', key: 'SIM-1', projectId: '10000', issueTypeId: '10001' };

describe('the issue panel: the light view and the full card agree on checked items', () => {
  it('keeps a signed item in sight after "All actions", and hides checked ones on request', async () => {
    const checklist = checklistDto({
      title: 'Release',
      items: [
        itemDto({ id: 'i1', text: 'Open task' }),
        itemDto({
          id: 'i2',
          kind: 'signature',
          text: 'Approve release',
          status: 'done',
          statusCategory: 'done',
          signature: {
            mimeType: 'image/png',
            signedBy: 'u-1',
            signedAt: '2026-11-28T10:00:00.000Z',
            canRemove: false,
          },
        }),
      ],
    });
    fakeApi({
      'GET /jira/issues/10001/panel': () => ({
        data: { issue, projectEnabled: true, checklists: [checklist] } satisfies IssuePanelDto,
      }),
      'GET /checklists/checklist-0001': () => ({ data: checklist }),
      'GET /settings': () => ({ status: 503, error: { code: 'UNAVAILABLE', message: 'Down' } }),
      'GET /users': () => ({ data: [] }),
    });
    render(<LightIssuePanel issueId="10001" />);
    // The light view lists the signed item.
    expect(await screen.findByText('Approve release')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All actions for “Release”' }));
    const toggle = await screen.findByRole(
      'checkbox',
      { name: 'Show checked items' },
      { timeout: 10_000 },
    );
    // The full card too: nothing vanished by opening it.
    expect(screen.getByText('Approve release')).toBeTruthy();
    expect((toggle as HTMLInputElement).checked).toBe(true);

    fireEvent.click(toggle);
    expect(await screen.findByText('Open task')).toBeTruthy();
    expect(screen.queryByText('Approve release')).toBeNull();
  });
});
