import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import IssueAuditLog from './issue-audit-log';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage } from '../../lib/i18n';
import type { AuditEventDto } from '../../../shared/audit';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const event = (over: Partial<AuditEventDto>): AuditEventDto => ({
  id: 'e1',
  checklistUid: 'checklist-0001',
  templateUid: null,
  itemId: null,
  itemText: null,
  action: 'created',
  actor: { kind: 'atlassian', id: 'bob', displayName: 'Bob Member' },
  before: null,
  after: { title: 'Release' },
  at: '2026-11-24T10:00:00.000Z',
  ...over,
});
const page = (items: AuditEventDto[]) => ({
  items,
  total: items.length,
  page: 1,
  perPage: 10,
  actors: items.map((e) => e.actor),
});

describe("a Jira issue's audit log tab", () => {
  it("lists every checklist's events with its title, and Jira's actors by whom they act for", async () => {
    const calls = fakeApi({
      'GET /audit': () => ({
        data: page([
          event({
            id: 'e2',
            action: 'completed',
            actor: { kind: 'workflow', id: 'bob', displayName: 'Bob Member' },
          }),
          event({
            id: 'e3',
            checklistUid: 'gone-000001',
            actor: { kind: 'jira', id: 'bob', displayName: 'Bob Member' },
            after: { title: 'Deleted one' },
          }),
        ]),
      }),
      'GET /checklists': () => ({
        data: {
          items: [{ uid: 'checklist-0001', title: 'Release' }],
          total: 1,
          page: 1,
          perPage: 100,
        },
      }),
    });
    renderScreen(<IssueAuditLog />, { path: '/jira/auditlog?issueId=10001&issueKey=SIM-1' });
    expect(
      await screen.findByRole('button', { name: /Jira workflow for Bob Member/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Jira for Bob Member/ })).toBeTruthy();
    expect(screen.getAllByTestId('audit-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Release'),
      expect.stringContaining('Deleted one'),
    ]);
    expect(calls.find((c) => c.path.startsWith('/audit'))?.path).toContain('placeKind=jira_issue');
    expect(calls.find((c) => c.path.startsWith('/audit'))?.path).toContain('placeId=10001');
    fireEvent.change(screen.getByLabelText('Filter by action'), { target: { value: 'completed' } });
    await waitFor(() => expect(calls.some((c) => c.path.includes('action=completed'))).toBe(true));
  });
});

describe("the issue audit tab's items", () => {
  it('names each item by the text the server sends, and a removed one as removed', async () => {
    fakeApi({
      'GET /audit': () => ({
        data: page([
          event({
            id: 'e4',
            action: 'status_changed',
            itemId: 'item-1',
            itemText: 'Deploy to production',
            before: { status: 'open' },
            after: { status: 'done' },
          }),
          event({ id: 'e5', action: 'status_changed', itemId: 'item-2', itemText: null }),
        ]),
      }),
      'GET /checklists': () => ({
        data: {
          items: [{ uid: 'checklist-0001', title: 'Release' }],
          total: 1,
          page: 1,
          perPage: 100,
        },
      }),
    });
    renderScreen(<IssueAuditLog />, { path: '/jira/auditlog?issueId=10001&issueKey=SIM-1' });
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(2));
    const [named, removed] = screen.getAllByTestId('audit-row').map((r) => r.textContent);
    expect(named).toContain('“Deploy to production”');
    expect(named).not.toContain('a removed item');
    expect(removed).toContain('a removed item');
  });
});
