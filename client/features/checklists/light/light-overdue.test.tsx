import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LightIssuePanel } from './light-issue-panel';
import { fakeApi, featureStrings } from '../../../test/fake-api';
import { checklistDto, itemDto } from '../../../test/fixtures';
import { changeLanguage } from '../../../lib/i18n';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const issue = { id: '10001', key: 'SIM-1', projectId: '10000', issueTypeId: '10001' };

describe('overdue items in the light issue panel', () => {
  it('marks an open item due before today, not a done one or one due later, in German too', async () => {
    await changeLanguage('de');
    const checklist = checklistDto({
      items: [
        itemDto({ id: 'i1', text: 'Late', dueDate: '2020-01-01' }),
        itemDto({
          id: 'i2',
          text: 'Late but done',
          dueDate: '2020-01-01',
          status: 'done',
          statusCategory: 'done',
        }),
        itemDto({ id: 'i3', text: 'Later', dueDate: '2999-01-01' }),
      ],
    });
    fakeApi({
      'GET /jira/issues/10001/panel': () => ({
        data: { issue, projectEnabled: true, checklists: [checklist] },
      }),
    });
    render(<LightIssuePanel issueId="10001" />);
    const marks = await screen.findAllByTestId('overdue-mark');
    expect(
      marks.map((mark) => [mark.closest('li')?.getAttribute('data-text'), mark.textContent]),
    ).toEqual([['Late', 'Überfällig']]);
  });
});
