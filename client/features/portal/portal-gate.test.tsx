/**
 * The login page's states (seed: "Web portal login screen"): checking, welcome with and without
 * an invitation, the used invitation, the no-tenant screen whose "Try again" signs out, and the
 * portal with its header once a tenant key is known; a sign-in with an invite code creates the
 * user, accepts the invitation for the user id and goes to /web.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { User, UserCredential } from 'firebase/auth';
import { fakeApi, featureStrings, renderScreen, type FakeAnswer } from '../../test/fake-api';
import { tenantKeyAtom } from '../../state/atoms';
import PortalGate from './portal-gate';

const firebase = vi.hoisted(() => ({
  listener: null as ((user: User | null) => void) | null,
  signOut: vi.fn(),
}));
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: (user: User | null) => void) => {
    firebase.listener = listener;
    return () => undefined;
  },
  signOut: firebase.signOut,
}));
vi.mock('./portal-auth', () => ({
  loadPortalAuth: () => Promise.resolve({ auth: {}, emulator: false }),
}));
// The form itself has its own tests: here it signs in with one click.
const signedIn = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('./sign-in/sign-in-form', () => ({
  SignInForm: (props: { defaultEmail?: string; onSignedIn: (c: UserCredential) => void }) => (
    <button
      type="button"
      data-email={props.defaultEmail ?? ''}
      onClick={() => props.onSignedIn({ user: signedIn.user } as UserCredential)}
    >
      fake sign-in
    </button>
  ),
}));

const user = (uid: string, displayName: string) =>
  ({
    uid,
    displayName,
    email: `${uid}@example.com`,
    photoURL: null,
    getIdToken: () => Promise.resolve('id-token'),
  }) as unknown as User;

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

const siteAnswers: Record<string, () => FakeAnswer> = {
  'GET /settings': () => ({ data: { customTaskStatuses: [], showCustomTaskStatus: false } }),
  'GET /preferences/showCheckedTasks': () => ({ data: false }),
  'GET /preferences/language': () => ({ data: null }),
};

await featureStrings();
beforeEach(() => {
  firebase.listener = null;
  firebase.signOut.mockReset();
});
afterEach(cleanup);

const open = (path: string) =>
  renderScreen(
    <PortalGate>
      <p>the portal</p>
      <Where />
    </PortalGate>,
    { path },
  );

const signedInAs = async (who: User | null) => {
  await waitFor(() => expect(firebase.listener).not.toBeNull());
  act(() => firebase.listener?.(who));
};

describe('the portal login page', () => {
  it('checks the login state, then welcomes without an invitation', async () => {
    fakeApi({});
    open('/web');
    expect(screen.getByText('Checking login state', { selector: 'p' })).toBeTruthy();
    await signedInAs(null);
    expect(await screen.findByText(/Let's start to make your business processes/)).toBeTruthy();
    expect(screen.getByText('Checklists is also available for Confluence and Jira.')).toBeTruthy();
  });

  it('names the invited address and template, and prefills the address', async () => {
    fakeApi({
      'GET /portal/invitations/code-1234567890abcdef': () => ({
        data: { email: 'dana@example.com', checklistTitle: 'Release' },
      }),
    });
    open('/web?inviteCode=code-1234567890abcdef');
    await signedInAs(null);
    expect(await screen.findByTestId('portal-invited')).toHaveProperty(
      'textContent',
      'You were invited as dana@example.com to the checklist template “Release”.',
    );
    expect(screen.getByText('Please register to start editing:')).toBeTruthy();
    expect(screen.getByText('fake sign-in').getAttribute('data-email')).toBe('dana@example.com');
  });

  it('says when the invitation was used already', async () => {
    fakeApi({
      'GET /portal/invitations/used-1234567890abcdef': () => ({
        status: 409,
        error: { code: 'conflict', message: 'used' },
      }),
    });
    open('/web?inviteCode=used-1234567890abcdef');
    await signedInAs(null);
    expect((await screen.findByTestId('portal-invitation-used')).textContent).toBe(
      'This invitation code has already been used. Please log in to use the checklist portal.',
    );
  });

  it('signs in with an invite code: createUser, acceptInvitation, tenant key, /web', async () => {
    const calls = fakeApi({
      ...siteAnswers,
      'GET /portal/invitations/code-1234567890abcdef': () => ({
        data: { email: 'dana@example.com', checklistTitle: 'Release' },
      }),
      'POST /portal/users': () => ({ status: 204 }),
      'POST /portal/invitations/code-1234567890abcdef/accept': () => ({
        data: { tenantKey: 'acme' },
      }),
      'GET /portal/tenant': () => ({ data: { tenantKey: 'acme' } }),
    });
    const { store } = open('/web?inviteCode=code-1234567890abcdef');
    await signedInAs(null);
    signedIn.user = user('dana-uid', 'Dana');
    await userEvent.click(await screen.findByText('fake sign-in'));
    expect(await screen.findByText('the portal')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/web');
    expect(store.get(tenantKeyAtom)).toBe('acme');
    const sent = calls.map((c) => `${c.method} ${c.path}`);
    expect(sent.indexOf('POST /portal/users')).toBeLessThan(
      sent.indexOf('POST /portal/invitations/code-1234567890abcdef/accept'),
    );
    expect(calls.find((c) => c.path.endsWith('/accept'))?.body).toEqual({ userId: 'dana-uid' });
    expect(screen.getByTestId('portal-user-name').textContent).toBe('Dana');
    await userEvent.click(screen.getByTestId('portal-user'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(firebase.signOut).toHaveBeenCalled();
    // Signed out at /web: the general welcome, not the invitation that was used.
    act(() => firebase.listener?.(null));
    expect(await screen.findByText(/transparent and collaborative\./)).toBeTruthy();
    expect(screen.queryByTestId('portal-invited')).toBeNull();
  });

  it('shows the no-tenant screen to a signed-in person nobody invited; Try again signs out', async () => {
    fakeApi({
      'GET /portal/tenant': () => ({ status: 404, error: { code: 'not_found', message: 'none' } }),
    });
    open('/web');
    await signedInAs(user('sam', 'Sam'));
    const screenNoTenant = await screen.findByTestId('portal-no-tenant');
    expect(screenNoTenant.textContent).toContain('Oops, something went wrong');
    expect(screenNoTenant.textContent).toContain(
      'Looks like you tried to register with an email address that has not been invited.',
    );
    expect(screenNoTenant.textContent).toContain(
      'Please ask your checklist manager to send you an invitation.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(firebase.signOut).toHaveBeenCalled();
  });

  it('opens the portal for someone already signed in with a site', async () => {
    fakeApi({ ...siteAnswers, 'GET /portal/tenant': () => ({ data: { tenantKey: 'acme' } }) });
    open('/web/checklist-overview/templates');
    await signedInAs(user('erin', 'Erin'));
    expect(await screen.findByText('the portal')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/web/checklist-overview/templates');
  });
});
