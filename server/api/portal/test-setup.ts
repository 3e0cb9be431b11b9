/** Portal test helpers: invite through the API, accept as a signed-in person. */
import { expect } from 'vitest';
import type supertest from 'supertest';
import type { TestApp } from '../../test/test-app';
import type { CreatedInvitationDto } from '../../../shared/invitations';
import { signUpPortalPerson, uniqueEmail, type PortalPerson } from '../../test/portal-people';

export async function invite(
  t: TestApp,
  user: string,
  templateUid: string,
  email: string,
  site = 'acme',
): Promise<CreatedInvitationDto & { code: string }> {
  const response = await t.as(user, site).post(`/templates/${templateUid}/invitations`, { email });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const created = response.body.data as CreatedInvitationDto;
  const code = new URL(created.link).searchParams.get('inviteCode') ?? '';
  return { ...created, code };
}

export const accept = (t: TestApp, person: PortalPerson, code: string, userId = person.uid) =>
  t.http
    .post(`/api/portal/invitations/${code}/accept`)
    .set('Authorization', person.auth)
    .send({ userId });

/** Requests to `/api` as a portal user (their Firebase ID token). */
export function asPortal(t: TestApp, person: PortalPerson) {
  const withAuth = (test: supertest.Test) =>
    test.set('Authorization', person.auth).set('Accept-Language', 'en');
  return {
    get: (path: string) => withAuth(t.http.get(`/api${path}`)),
    post: (path: string, body?: object) => withAuth(t.http.post(`/api${path}`)).send(body),
    put: (path: string, body?: object) => withAuth(t.http.put(`/api${path}`)).send(body),
    patch: (path: string, body?: object) => withAuth(t.http.patch(`/api${path}`)).send(body),
    delete: (path: string) => withAuth(t.http.delete(`/api${path}`)),
  };
}

/** A person who signed up, recorded themselves and accepted an invitation to `templateUid`. */
export async function invitedPerson(
  t: TestApp,
  inviter: string,
  templateUid: string,
  name: string,
  site = 'acme',
): Promise<PortalPerson> {
  const email = uniqueEmail(name);
  const { code } = await invite(t, inviter, templateUid, email, site);
  const person = await signUpPortalPerson(email, name);
  // The client's order: createUser, then acceptInvitation.
  await t.http.post('/api/portal/users').set('Authorization', person.auth).expect(204);
  const accepted = await accept(t, person, code);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return person;
}
