import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import AuditLog from './audit-log';
import { fakeApi, featureStrings, renderScreen, type ApiCall } from '../../test/fake-api';
import { checklistDto } from '../../test/fixtures';
import type { AuditEventDto } from '../../../shared/audit';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const overview = '/web/checklist-overview';
const route = `${overview}/templates/:templateUid/instances/auditlog/:checklistInstanceUid`;
const path = `${overview}/templates/template-0001/instances/auditlog/checklist-0001`;

const assigned: AuditEventDto = {
  id: 'e1',
  checklistUid: 'checklist-0001',
  templateUid: null,
  itemId: null,
  itemText: null,
  action: 'assigned',
  actor: { kind: 'atlassian', id: 'acc-alice', displayName: 'Alice Admin' },
  before: { assigneeId: null },
  after: { assigneeId: 'acc-bob' },
  at: '2026-11-23T10:00:00.000Z',
};

const page = (items: AuditEventDto[]) => ({ data: { items, page: 1, perPage: 20, total: 1 } });

describe('audit log screen', () => {
  it('names the checklist and links back to it', async () => {
    fakeApi({
      'GET /checklists/checklist-0001/audit': () => page([assigned]),
      'GET /checklists/checklist-0001': () => ({ data: checklistDto({ title: 'Release 2.4' }) }),
    });
    renderScreen(<AuditLog />, { path, route });
    expect(await screen.findByRole('heading', { name: 'Audit log: Release 2.4' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to “Release 2.4”' });
    expect(back.getAttribute('href')).toBe(
      `${overview}/templates/template-0001/instances/checklist-0001`,
    );
  });

  it('keeps a plain heading without a link for a deleted checklist', async () => {
    fakeApi({
      'GET /checklists/checklist-0001/audit': () => page([assigned]),
      'GET /checklists/checklist-0001': () => ({
        status: 404,
        error: { code: 'not_found', message: 'Checklist not found' },
      }),
    });
    renderScreen(<AuditLog />, { path, route });
    await screen.findAllByTestId('audit-row');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Checklist audit log' })).toBeTruthy(),
    );
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });

  it('filters by a person from a labelled button in the Who column', async () => {
    const calls = fakeApi({
      'GET /checklists/checklist-0001/audit': () => page([assigned]),
      'GET /checklists/checklist-0001': () => ({ data: checklistDto() }),
    });
    renderScreen(<AuditLog />, { path, route });
    const who = await screen.findByRole('button', { name: "Show only Alice Admin's changes" });
    expect(who.textContent).toBe('Alice Admin');
    fireEvent.click(who);
    await waitFor(() =>
      expect(
        calls.some(
          (c: ApiCall) =>
            c.path.startsWith('/checklists/checklist-0001/audit?') &&
            new URL(c.path, 'http://x').searchParams.get('actorId') === 'acc-alice',
        ),
      ).toBe(true),
    );
  });
});
