/**
 * GET /api/me sends what the caller may do on the site, and the server does exactly that: a
 * member makes templates (new, copied) and searches people; a portal user does neither, and
 * is refused when trying.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { signUpPortalPerson, uniqueEmail } from '../../test/portal-people';
import { accept, asPortal, invite } from '../portal/test-setup';
import type { MeDto } from '../../../shared/me';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira']);

describe('GET /api/me', () => {
  it('tells a member of Confluence and of Jira they make templates and search people', async () => {
    for (const product of ['confluence', 'jira'] as const) {
      const me = (await t.as('bob', 'acme', product).get('/me').expect(200)).body.data as MeDto;
      expect(me.permissions).toEqual({ canCreateTemplates: true, canSearchPeople: true });
    }
    const template = await makeTemplate(t, 'bob', tasks(1), 'Member made');
    await t.as('bob').post(`/templates/${template.uid}/copy`).expect(201);
    await t.as('bob').get('/users/search?query=clara').expect(200);
  });

  it('tells a portal user they do neither, as the server then refuses', async () => {
    const invited = await makeTemplate(t, 'bob', tasks(1), 'Shared with the portal');
    const email = uniqueEmail('pat');
    const { code } = await invite(t, 'bob', invited.uid, email);
    const person = await signUpPortalPerson(email, 'Pat Portal');
    await t.http.post('/api/portal/users').set('Authorization', person.auth).expect(204);
    expect((await accept(t, person, code)).status).toBe(200);
    const api = asPortal(t, person);

    const me = (await api.get('/me').expect(200)).body.data as MeDto;
    expect(me.permissions).toEqual({ canCreateTemplates: false, canSearchPeople: false });
    const before = (await t.as('bob').get('/templates').expect(200)).body.data.total as number;
    expect((await api.post('/templates', { title: 'Own', items: tasks(1) })).status).toBe(403);
    expect((await api.post(`/templates/${invited.uid}/copy`)).status).toBe(403);
    expect((await api.get('/users/search?query=clara')).status).toBe(403);
    expect((await t.as('bob').get('/templates').expect(200)).body.data.total).toBe(before);
  });
});
