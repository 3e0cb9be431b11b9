/**
 * Buttons that depend on what the caller may do on the site show by the permissions GET
 * /api/me sends, never by which host runs the app: a portal user (no templates of their own,
 * no search of the site's people) sees neither, whatever the page; a member sees both. Until
 * the server has answered, nothing it might refuse is offered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import ChecklistView from './checklist-view';
import { fakeApi, featureStrings, renderScreen, type ApiCall } from '../../test/fake-api';
import { checklistDto, itemDto } from '../../test/fixtures';
import { callerPermissionsAtom, tenantKeyAtom } from '../../state/atoms';
import type { CallerPermissions, MeDto } from '../../../shared/me';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const me = (permissions: CallerPermissions): MeDto => ({
  tenantKey: 'acme',
  productType: 'confluence',
  user: { kind: 'atlassian', id: 'user-bob', displayName: 'Bob' },
  isAdmin: false,
  locale: 'en',
  permissions,
});
const MEMBER = { canCreateTemplates: true, canSearchPeople: true };
const PORTAL = { canCreateTemplates: false, canSearchPeople: false };

/** The overview's checklist view with two items, GET /api/me answering `permissions`. */
function open(permissions: CallerPermissions, store = createStore()) {
  const calls = fakeApi({
    'GET /me': () => ({ data: me(permissions) }),
    'GET /checklists/checklist-0001': () => ({
      data: checklistDto({
        items: [itemDto({ id: 'a', text: 'First' }), itemDto({ id: 'b', text: 'Second' })],
      }),
    }),
  });
  renderScreen(<ChecklistView />, {
    path: '/web/checklist-overview/instances/checklist-0001',
    route: '/web/checklist-overview/instances/:checklistInstanceUid',
    store,
    // As on a page: nothing known about the caller before the server says.
    caller: null,
  });
  return calls;
}

const asks = (calls: ApiCall[]) => calls.filter((c) => c.path === '/me').length;

describe('buttons by the caller’s permissions', () => {
  it('offers a member the template from the checklist and the people pickers, asking once', async () => {
    const calls = open(MEMBER);
    expect(
      await screen.findByRole('button', { name: 'Create template from checklist' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: 'Assignee of “First”: Unassigned' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assignee of “Second”: Unassigned' })).toBeTruthy();
    expect(asks(calls)).toBe(1);
  });

  it('offers neither to a portal user, by the server’s answer and not by the host', async () => {
    const store = createStore();
    const calls = open(PORTAL, store);
    await screen.findByRole('checkbox', { name: 'First' });
    await waitFor(() => expect(asks(calls)).toBe(1));
    await waitFor(() => expect(store.get(callerPermissionsAtom)).toEqual(PORTAL));
    expect(screen.queryByRole('button', { name: 'Create template from checklist' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Assignee of/ })).toBeNull();
    // The portal's tenant key plays no part.
    expect(store.get(tenantKeyAtom)).toBeNull();
  });
});
