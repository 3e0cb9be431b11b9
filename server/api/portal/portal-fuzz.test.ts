/**
 * The portal's sign-in calls (they take a Firebase ID token, not a host's) fed bad input: a
 * 4xx JSON error every time, and nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { signUpPortalPerson, uniqueEmail } from '../../test/portal-people';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import { ERROR_CODES } from '../../../shared/error-codes';
import { invite } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const BAD_CODES = ['x', '%00', 'a'.repeat(65), '..%2f..%2f', "'%20OR%201=1--", '%F0%9F%98%80'];
const BAD_BODIES: unknown[] = [
  {},
  { userId: '' },
  { userId: 5 },
  { userId: 'x'.repeat(129) },
  { userId: null },
  { userId: 'me', extra: true },
  [],
  'text',
];

describe('the portal sign-in calls, fed bad input', () => {
  it('answer 4xx JSON and change nothing', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    const email = uniqueEmail('fuzz');
    const { code } = await invite(t, 'bob', template.uid, email);
    const person = await signUpPortalPerson(email);
    const keys = [t.tenant('acme', 'confluence').clientKey];
    const before = await tenantSnapshot(t.handle.database.db, keys);
    const answers = [];
    for (const bad of BAD_CODES) {
      answers.push(await t.http.get(`/api/portal/invitations/${bad}`));
      answers.push(
        await t.http
          .post(`/api/portal/invitations/${bad}/accept`)
          .set('Authorization', person.auth)
          .send({ userId: person.uid }),
      );
    }
    for (const body of BAD_BODIES) {
      answers.push(
        await t.http
          .post(`/api/portal/invitations/${code}/accept`)
          .set('Authorization', person.auth)
          .set('Accept-Language', 'de')
          .send(body as object),
      );
    }
    for (const auth of [
      '',
      'Bearer',
      'Bearer a.b',
      'JWT x.y.z',
      `Bearer ${'a'.repeat(5000)}.b.c`,
    ]) {
      answers.push(await t.http.post('/api/portal/users').set('Authorization', auth));
      answers.push(await t.http.get('/api/portal/tenant').set('Authorization', auth));
    }
    for (const answer of answers) {
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(ERROR_CODES).toContain(answer.body.error.code);
    }
    expect(await tenantSnapshot(t.handle.database.db, keys)).toEqual(before);
    // The invitation is still open for its person.
    expect((await t.http.get(`/api/portal/invitations/${code}`)).status).toBe(200);
  });
});
