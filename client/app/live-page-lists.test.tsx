import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import WebPanel from '../features/confluence/web-panel';
import { LightChecklist } from '../features/checklists/light/light-checklist';
import { fakeApi, featureStrings, renderScreen } from '../test/fake-api';
import { checklistDto, itemDto } from '../test/fixtures';
import { resetHostApi } from '../host/host-api';
import type { PagePanelDto } from '../../shared/confluence';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetHostApi();
  delete (window as Window & { AP?: unknown }).AP;
});

/** The host's event bus between the app's frames on one page (AP.events). */
function hostEvents() {
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  (window as Window & { AP?: unknown }).AP = {
    events: {
      on: (name: string, fn: (data: unknown) => void) =>
        listeners.set(name, [...(listeners.get(name) ?? []), fn]),
      emit: (name: string, data: unknown) => listeners.get(name)?.forEach((fn) => fn(data)),
    },
  };
}

describe('the page panel beside a checklist macro', () => {
  it('shows a tick made in the macro without a reload of the page', async () => {
    hostEvents();
    const page = { id: '65537', title: 'Release page', spaceKey: 'SIM' };
    const checklist = checklistDto({
      title: 'Release',
      progress: { done: 0, total: 2, percent: 0 },
      items: [
        itemDto({ id: 'i1', text: 'Build', version: 3 }),
        itemDto({ id: 'i2', text: 'Ship' }),
      ],
    });
    let done = 0;
    const calls = fakeApi({
      'GET /confluence/pages/65537/checklists': () => ({
        data: {
          page,
          checklists: [{ ...checklist, page, progress: { done, total: 2, percent: done * 50 } }],
        } satisfies PagePanelDto,
      }),
      'PATCH /checklists/checklist-0001/items/i1': () => {
        done = 1;
        return {
          data: {
            item: itemDto({ id: 'i1', text: 'Build', status: 'done', statusCategory: 'done' }),
            checklist: { ...checklist, progress: { done: 1, total: 2, percent: 50 }, version: 2 },
          },
        };
      },
    });
    renderScreen(<WebPanel />, { path: '/confluence/webPanels?pageId=65537' });
    render(
      <LightChecklist
        checklist={checklist}
        onDeleted={() => undefined}
        onAllActions={() => undefined}
        focusAdd={false}
      />,
    );
    expect((await screen.findByTestId('placed-progress')).textContent).toBe('0/2');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Build' }));
    await waitFor(() => expect(screen.getByTestId('placed-progress').textContent).toBe('1/2'));
    const reads = calls.filter((c) => c.path === '/confluence/pages/65537/checklists');
    expect(reads).toHaveLength(2);
  });
});
