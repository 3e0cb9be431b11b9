/**
 * Invitations to the portal: a template's managers invite an address; the code shows the
 * login screen who was invited to what; it is accepted once (twenty at once: one wins), only
 * by the invited address, and not after 14 days or a revoke. Real Firebase ID tokens from the
 * Auth emulator.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { signInByPhone, signUpPortalPerson, uniqueEmail } from '../../test/portal-people';
import type { InvitationDto } from '../../../shared/invitations';
import { accept, invite } from './test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

describe('inviting', () => {
  it('lets the template manager invite, list and revoke; others get 403', async () => {
    const template = await makeTemplate(t, 'bob', tasks(2), 'Onboarding');
    const email = uniqueEmail('Invitee');
    const created = await invite(t, 'bob', template.uid, email);
    expect(created.mailed).toBe(false);
    expect(created.link).toMatch(/^http:\/\/localhost:3000\/web\?inviteCode=[\w-]{22}$/);
    expect(created.invitation).toMatchObject({ email: email.toLowerCase(), status: 'open' });
    const days =
      (Date.parse(created.invitation.expiresAt) - Date.parse(created.invitation.createdAt)) /
      86_400_000;
    expect(days).toBe(14);

    const refused = await t.as('clara').post(`/templates/${template.uid}/invitations`, { email });
    expect(refused.status).toBe(403);
    expect((await t.as('clara').get(`/templates/${template.uid}/invitations`)).status).toBe(403);
    const admin = await t.as('alice').get(`/templates/${template.uid}/invitations`);
    expect((admin.body.data.invitations as InvitationDto[]).map((i) => i.email)).toEqual([
      email.toLowerCase(),
    ]);

    const bad = await t.as('bob').post(`/templates/${template.uid}/invitations`, { email: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');

    await t
      .as('bob')
      .delete(`/templates/${template.uid}/invitations/${created.invitation.id}`)
      .expect(204);
    const listed = await t.as('bob').get(`/templates/${template.uid}/invitations`);
    expect(listed.body.data.invitations[0].status).toBe('revoked');
    expect((await t.http.get(`/api/portal/invitations/${created.code}`)).status).toBe(404);
    const again = await t
      .as('bob')
      .delete(`/templates/${template.uid}/invitations/${created.invitation.id}`);
    expect(again.status).toBe(409);
  });

  it('never stores the code, only its hash', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    const created = await invite(t, 'bob', template.uid, uniqueEmail('hash'));
    const rows = await t.handle.database.db.selectFrom('invitations').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(created.code);
  });

  it("is another site's business: 404 for globex", async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    const response = await t
      .as('alice', 'globex')
      .post(`/templates/${template.uid}/invitations`, { email: uniqueEmail('x') });
    expect(response.status).toBe(404);
  });
});

describe('getInvitation and acceptInvitation', () => {
  it('shows the invited address and title, accepts once, then says it is used', async () => {
    const template = await makeTemplate(t, 'bob', tasks(2), 'Release checklist');
    const email = uniqueEmail('dana');
    const { code } = await invite(t, 'bob', template.uid, email);
    const shown = await t.http.get(`/api/portal/invitations/${code}`).expect(200);
    expect(shown.body.data).toEqual({ email, checklistTitle: 'Release checklist' });

    const dana = await signUpPortalPerson(email);
    expect((await t.http.get('/api/portal/tenant').set('Authorization', dana.auth)).status).toBe(
      404,
    );
    const accepted = await accept(t, dana, code);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.tenantKey).toBe(t.tenant('acme', 'confluence').clientKey);
    const tenant = await t.http.get('/api/portal/tenant').set('Authorization', dana.auth);
    expect(tenant.body.data).toEqual(accepted.body.data);

    const used = await t.http.get(`/api/portal/invitations/${code}`).set('Accept-Language', 'de');
    expect(used.status).toBe(409);
    expect(used.body.error.message).toContain('bereits verwendet');
    expect((await accept(t, dana, code)).status).toBe(409);
  });

  it('twenty parallel accepts of one code: exactly one succeeds', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    const email = uniqueEmail('race');
    const { code } = await invite(t, 'bob', template.uid, email);
    const person = await signUpPortalPerson(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept(t, person, code)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('works only for the invited address, for oneself, with a known code', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    const { code } = await invite(t, 'bob', template.uid, uniqueEmail('invited'));
    const stranger = await signUpPortalPerson(uniqueEmail('stranger'));
    const other = await accept(t, stranger, code);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toContain('register with the invited email');
    const phone = await signInByPhone('+15555550100');
    expect((await accept(t, phone, code)).status).toBe(403);
    expect((await accept(t, stranger, code, 'someone-else')).status).toBe(403);
    expect((await t.http.get('/api/portal/invitations/aaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await t.http.get('/api/portal/invitations/bad!code')).status).toBe(404);
    // Still open for the right person.
    expect((await t.http.get(`/api/portal/invitations/${code}`)).status).toBe(200);
  });

  it('refuses an expired invitation and a forged token', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    const email = uniqueEmail('late');
    const created = await invite(t, 'bob', template.uid, email);
    await t.handle.database.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.invitation.id)
      .execute();
    expect((await t.http.get(`/api/portal/invitations/${created.code}`)).status).toBe(404);
    const person = await signUpPortalPerson(email);
    expect((await accept(t, person, created.code)).status).toBe(404);
    const forged = { ...person, auth: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' };
    expect((await accept(t, forged, created.code)).status).toBe(401);
    const listed = await t.as('bob').get(`/templates/${template.uid}/invitations`);
    expect(listed.body.data.invitations[0].status).toBe('expired');
  });
});
