/**
 * "Delete my account" in user settings: only for portal users; asked once; then the server
 * erases the account, the person is signed out and lands on the portal's sign-in page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../test/fake-api';
import { setSignOutHandler } from '../../lib/sign-out';
import { DeleteAccount } from './delete-account';

const signOut = vi.fn(() => Promise.resolve());

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const me = (productType: string) => () => ({
  data: { productType, isAdmin: false, user: { kind: 'portal', id: 'erin' } },
});

beforeEach(async () => {
  signOut.mockClear();
  // The portal registers its Firebase sign-out (use-portal-session.ts).
  setSignOutHandler(signOut);
  await featureStrings();
});
afterEach(() => {
  cleanup();
  setSignOutHandler(null);
});

describe('DeleteAccount', () => {
  it('deletes a portal user’s account after asking, signs them out and goes to /web', async () => {
    const calls = fakeApi({
      'GET /me': me('portal'),
      'DELETE /portal/account': () => ({ status: 204 }),
    });
    renderScreen(
      <>
        <DeleteAccount />
        <Where />
      </>,
      { path: '/usersettings' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/web'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/portal/account',
    ]);
    expect(signOut).toHaveBeenCalledOnce();
    expect(shownMessages()[0]).toBe('Your account was deleted.');
  });

  it('is not offered to someone signed in through Jira or Confluence', async () => {
    const calls = fakeApi({ 'GET /me': me('confluence') });
    renderScreen(<DeleteAccount />, { path: '/usersettings' });
    await waitFor(() => expect(calls.some((call) => call.path === '/me')).toBe(true));
    expect(screen.queryByTestId('delete-account')).toBeNull();
  });
});
