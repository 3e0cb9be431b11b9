import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import TemplateEditor from '../template-editor';
import { InvitationsPanel } from './invitations-panel';
import { fakeApi, featureStrings, renderScreen, shownMessages } from '../../../test/fake-api';
import { messageStore } from '../../../messages/message-store';
import { invitationDto, templateDto } from '../../../test/fixtures';
import { changeLanguage } from '../../../lib/i18n';
import type { ApiCall, FakeAnswer } from '../../../test/fake-api';
import type { InvitationDto } from '../../../../shared/invitations';

await featureStrings();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const message of messageStore.current()) messageStore.dismiss(message.id);
});

const BASE = '/templates/template-0001/invitations';
const LINK = 'https://checklists.example/web?inviteCode=c0de';

/** A template's invitations as the server keeps them; `mailed` says whether it sends e-mail. */
function invitationsServer(initial: InvitationDto[], { mailed = true } = {}) {
  let invitations = initial;
  return fakeApi({
    [`GET ${BASE}`]: () => ({ data: { invitations } }),
    [`POST ${BASE}`]: (call: ApiCall): FakeAnswer => {
      const { email } = call.body as { email: string };
      const invitation = invitationDto({ id: 'inv-new', email });
      invitations = [invitation, ...invitations];
      return { status: 201, data: { invitation, link: LINK, mailed } };
    },
    [`DELETE ${BASE}/inv-1`]: () => ({ status: 204 }),
  });
}

const open = () =>
  renderScreen(<InvitationsPanel templateUid="template-0001" />, {
    path: '/web/checklist-overview/templates/edit?uid=template-0001',
  });
const rows = () => screen.getAllByTestId('invitation-row');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const emailField = () => screen.getByRole('textbox', { name: 'E-mail address' });
const invite = (email: string) => {
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
};

describe('the template editor', () => {
  it('offers invitations for a saved template', async () => {
    fakeApi({
      'GET /templates/template-0001': () => ({ data: templateDto() }),
      [`GET ${BASE}`]: () => ({ data: { invitations: [] } }),
    });
    renderScreen(<TemplateEditor />, {
      path: '/web/checklist-overview/templates/edit?uid=template-0001',
    });
    const panel = await screen.findByTestId('invitations-panel');
    expect(panel.textContent).toContain('Invite people to edit this template in the portal');
    expect(await within(panel).findByTestId('invitations-empty')).toBeTruthy();
  });

  it('offers none for a template not saved yet', async () => {
    const calls = fakeApi({});
    renderScreen(<TemplateEditor />, { path: '/web/checklist-overview/templates/edit' });
    await screen.findByTestId('template-editor');
    expect(screen.queryByTestId('invitations-panel')).toBeNull();
    expect(calls.filter((c) => c.path.includes('invitations'))).toEqual([]);
  });
});

describe('invitations: the list', () => {
  it('shows e-mail, status, created and expires, and Revoke for open ones only', async () => {
    invitationsServer([
      invitationDto(),
      invitationDto({ id: 'inv-2', email: 'bo@example.com', status: 'used' }),
      invitationDto({ id: 'inv-3', email: 'cy@example.com', status: 'expired' }),
      invitationDto({ id: 'inv-4', email: 'di@example.com', status: 'revoked' }),
    ]);
    open();
    await screen.findByTestId('invitations-table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'E-mail address',
      'Status',
      'Created',
      'Expires',
      '',
    ]);
    expect(rows().map(cells)).toEqual([
      ['ada@example.com', 'Open', 'March 1, 2026', 'March 15, 2026', 'Revoke'],
      ['bo@example.com', 'Used', 'March 1, 2026', 'March 15, 2026', ''],
      ['cy@example.com', 'Expired', 'March 1, 2026', 'March 15, 2026', ''],
      ['di@example.com', 'Revoked', 'March 1, 2026', 'March 15, 2026', ''],
    ]);
  });

  it('shows why the invitations could not be loaded', async () => {
    fakeApi({
      [`GET ${BASE}`]: () => ({ status: 500, error: { code: 'internal_error', message: 'Boom.' } }),
    });
    open();
    expect(await screen.findByText('Boom.')).toBeTruthy();
    // Inviting still works: the form does not wait for the list.
    expect(emailField()).toBeTruthy();
  });
});

describe('invitations: inviting', () => {
  it('sends the address, shows the link to copy and says it was e-mailed', async () => {
    const calls = invitationsServer([invitationDto()]);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    await screen.findByTestId('invitations-table');
    invite(' new@example.com ');
    const result = await screen.findByTestId('invitation-result');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'new@example.com' });
    expect((within(result).getByTestId('invitation-link') as HTMLInputElement).value).toBe(LINK);
    expect(result.textContent).toContain('We sent an e-mail to new@example.com with this link.');
    expect(rows().map((row) => cells(row)[0])).toEqual(['new@example.com', 'ada@example.com']);
    expect((emailField() as HTMLInputElement).value).toBe('');

    fireEvent.click(within(result).getByRole('button', { name: 'Copy to clipboard' }));
    expect(await within(result).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('asks the user to send the link when the server sent no e-mail', async () => {
    invitationsServer([], { mailed: false });
    open();
    await screen.findByTestId('invitations-empty');
    invite('new@example.com');
    const result = await screen.findByTestId('invitation-result');
    expect(result.textContent).toContain('Copy the link and send it to new@example.com.');
    expect(result.textContent).not.toContain('We sent');
  });

  it('checks the address before sending it', async () => {
    const calls = invitationsServer([]);
    open();
    await screen.findByTestId('invitations-empty');
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const error = () => screen.getByTestId('invitation-email-error').textContent;
    expect(error()).toBe('Enter an e-mail address.');
    for (const wrong of ['ada', 'ada@example', 'ada @example.com', 'ada@@example.com']) {
      invite(wrong);
      expect(error()).toBe('Enter a valid e-mail address, such as name@example.com.');
      expect(emailField().getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows what the server refused at the address, and other failures as a message', async () => {
    let answer: FakeAnswer = {
      status: 400,
      error: {
        code: 'validation_failed',
        message: 'The request is invalid.',
        details: [{ path: 'email', message: 'This address is already invited.' }],
      },
    };
    fakeApi({
      [`GET ${BASE}`]: () => ({ data: { invitations: [] } }),
      [`POST ${BASE}`]: () => answer,
    });
    open();
    await screen.findByTestId('invitations-empty');
    invite('ada@example.com');
    await waitFor(() =>
      expect(screen.getByTestId('invitation-email-error').textContent).toBe(
        'This address is already invited.',
      ),
    );
    answer = { status: 403, error: { code: 'forbidden', message: 'You may not invite.' } };
    invite('ada@example.com');
    await waitFor(() =>
      expect(shownMessages()).toContain('The invitation could not be created: You may not invite.'),
    );
    expect(screen.queryByTestId('invitation-result')).toBeNull();
  });
});

describe('invitations: revoking', () => {
  it('asks first, sends DELETE and shows the invitation as revoked', async () => {
    const calls = invitationsServer([invitationDto()]);
    open();
    await screen.findByTestId('invitations-table');
    fireEvent.click(
      screen.getByRole('button', { name: 'Revoke the invitation of ada@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    expect(dialog.textContent).toContain('The link sent to ada@example.com stops working.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(cells(rows()[0]!)[1]).toBe('Revoked'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${BASE}/inv-1`,
    ]);
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    expect(shownMessages()).toContain('The invitation of ada@example.com was revoked');
  });

  it('keeps the invitation when the user cancels', async () => {
    const calls = invitationsServer([invitationDto()]);
    open();
    await screen.findByTestId('invitations-table');
    fireEvent.click(screen.getByTestId('invitation-revoke'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cells(rows()[0]!)[1]).toBe('Open');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('says it in German', async () => {
    await changeLanguage('de');
    try {
      invitationsServer([invitationDto({ status: 'expired' })], { mailed: false });
      open();
      const row = (await screen.findAllByTestId('invitation-row'))[0]!;
      expect(cells(row)).toEqual([
        'ada@example.com',
        'Abgelaufen',
        '1. März 2026',
        '15. März 2026',
        '',
      ]);
      fireEvent.change(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), {
        target: { value: 'neu@example.com' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Einladen' }));
      expect((await screen.findByTestId('invitation-delivery')).textContent).toBe(
        'Kopieren Sie den Link und senden Sie ihn an neu@example.com.',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
