import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import ChecklistModals from './checklist-modals';
import { fakeApi, featureStrings, renderScreen } from '../test/fake-api';
import { changeLanguage } from '../lib/i18n';
import { installHostApi, resetHostApi, type HostApi } from '../host/host-api';
import type { ChecklistStatisticsDto } from '../../shared/statistics';

await featureStrings();
afterEach(async () => {
  cleanup();
  resetHostApi();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const STATS: ChecklistStatisticsDto = {
  checklist: {
    uid: 'c-1',
    title: 'Release 1.2',
    templateUid: null,
    status: 'in_progress',
    createdAt: '2027-08-02T10:00:00.000Z',
    completedAt: null,
  },
  today: '2027-08-12',
  progress: { settled: 1, total: 2, percent: 50 },
  timeToCompleteMs: null,
  progressOverTime: [{ day: '2027-08-04', settled: 1 }],
  itemsByStatus: [{ status: 'done', category: 'done', name: null, colour: null, count: 1 }],
  contributions: [
    { actorId: 'a-1', actorName: 'Bob', statusChanges: 1, notes: 0, signatures: 0, total: 2 },
  ],
  skippedItems: [],
  overdueItems: [],
};

function host(customData: Record<string, unknown>) {
  const api = {
    openDialog: vi.fn(),
    closeDialog: vi.fn(),
    getDialogCustomData: () => Promise.resolve(customData),
  } as unknown as HostApi;
  installHostApi(api);
  return api;
}

describe('the dialog panel’s stats modal', () => {
  it('shows the checklist the custom data names, and closes the host dialog', async () => {
    const api = host({ modal: 'stats', checklistUid: 'c-1' });
    const calls = fakeApi({ 'GET /checklists/c-1/statistics': () => ({ data: STATS }) });
    renderScreen(<ChecklistModals />, { path: '/jira/shared/checklist-modals' });
    // The first open loads the modal's chunk, Chart.js and the strings.
    const modal = await screen.findByTestId('stats-modal', {}, { timeout: 10_000 });
    await within(modal).findByText('Statistics: Release 1.2');
    expect(calls[0]?.path).toMatch(/^\/checklists\/c-1\/statistics\?today=/);
    expect(screen.getByTestId('chart-people-table').textContent).toContain('Bob');
    expect(screen.getByTestId('statistics-csv')).toBeTruthy();
    fireEvent.click(screen.getByTestId('stats-modal-close'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(api.closeDialog).toHaveBeenCalledTimes(2);
  });

  it('in German', async () => {
    await changeLanguage('de');
    host({ modal: 'stats', checklistUid: 'c-1' });
    fakeApi({ 'GET /checklists/c-1/statistics': () => ({ data: STATS }) });
    renderScreen(<ChecklistModals />, { path: '/shared/checklist-modals' });
    await screen.findByText('Statistik: Release 1.2', {}, { timeout: 10_000 });
    expect(screen.getByTestId('stats-modal-close').textContent).toBe('Schließen');
  });
});
