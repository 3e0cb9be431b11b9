import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import ChecklistView from './checklist-view';
import { StartUpRunner } from '../../app/start-up-runner';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = '/web/checklist-overview/instances/checklist-0001';
const route = '/web/checklist-overview/instances/:checklistInstanceUid';

describe('checklist view: the "Show checked items" preference', () => {
  it('is saved when turned on and still on after a reload', async () => {
    // The server side of the preference: PUT stores it, GET answers what was stored.
    let saved = false;
    const calls = fakeApi({
      'GET /checklists/checklist-0001': () => ({
        data: checklistDto({
          items: [
            itemDto({ id: 'item-open', text: 'Open task' }),
            itemDto({
              id: 'item-done',
              text: 'Checked task',
              status: 'done',
              statusCategory: 'done',
            }),
          ],
        }),
      }),
      'GET /settings': () => ({ data: null }),
      'GET /preferences/showCheckedTasks': () => ({ data: saved }),
      'PUT /preferences/showCheckedTasks': ({ body }) => {
        saved = (body as { value: boolean }).value;
        return { status: 204 };
      },
    });

    // First visit: checked items hidden (the default); turn them on.
    const first = renderScreen(<ChecklistView />, { path, route });
    await screen.findByText('Open task');
    expect(screen.queryByText('Checked task')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show checked items' }));
    expect(await screen.findByText('Checked task')).toBeTruthy();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/preferences/showCheckedTasks',
        body: { value: true },
      }),
    );
    first.unmount();

    // Reload: a fresh store, the app start loads the preference, the view opens again.
    renderScreen(
      <>
        <StartUpRunner inHost={false} />
        <ChecklistView />
      </>,
      { path, route },
    );
    expect(await screen.findByText('Checked task')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Show checked items' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      calls.filter((c) => c.path === '/preferences/showCheckedTasks').map((c) => c.method),
    ).toEqual(['PUT', 'GET']);
  });
});
