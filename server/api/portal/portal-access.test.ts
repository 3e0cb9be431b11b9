/**
 * What a portal user reaches with their Firebase ID token: the templates they were invited to
 * and the checklists made from them (edit, tick, audit log as a portal user); nothing else of
 * their site, and nothing of another site.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import { signUpPortalPerson, uniqueEmail, type PortalPerson } from '../../test/portal-people';
import type { TemplateDto, TemplateListDto } from '../../../shared/templates';
import type { ChecklistDto } from '../../../shared/checklists';
import { accept, asPortal, invite } from './test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

async function invitedPerson(template: TemplateDto, name = 'erin'): Promise<PortalPerson> {
  const email = uniqueEmail(name);
  const { code } = await invite(t, 'bob', template.uid, email);
  const person = await signUpPortalPerson(email, `Erin ${name}`);
  // The client's order: createUser, then acceptInvitation.
  await t.http.post('/api/portal/users').set('Authorization', person.auth).expect(204);
  expect((await accept(t, person, code)).status).toBe(200);
  return person;
}

describe('a portal user', () => {
  it('edits the invited template, makes and ticks its checklists, and is named in the audit log', async () => {
    const invited = await makeTemplate(t, 'bob', tasks(3), 'Invited template');
    const other = await makeTemplate(t, 'bob', tasks(1), 'Not shared');
    const erin = await invitedPerson(invited);
    const api = asPortal(t, erin);

    const me = await api.get('/me').expect(200);
    expect(me.body.data).toMatchObject({ productType: 'portal', isAdmin: false });
    expect(me.body.data.user).toMatchObject({ kind: 'portal', id: erin.uid });

    const list = (await api.get('/templates').expect(200)).body.data as TemplateListDto;
    expect(list.items.map((i) => i.title)).toEqual(['Invited template']);
    const read = await api.get(`/templates/${invited.uid}`).expect(200);
    expect(read.body.data.permissions).toMatchObject({ canEdit: true, canChangeEditors: false });
    const edited = await api.put(`/templates/${invited.uid}`, {
      title: 'Invited template, edited',
      items: tasks(4),
      version: invited.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const made = await api.post('/checklists', { templateUid: invited.uid });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const checklist = made.body.data as ChecklistDto;
    const item = checklist.items[0];
    const ticked = await api.patch(`/checklists/${checklist.uid}/items/${item?.id}`, {
      status: 'done',
      version: item?.version,
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    const bobsChecklist = await makeChecklist(t, 'bob', { templateUid: invited.uid });
    expect((await api.get(`/checklists/${bobsChecklist.uid}`)).status).toBe(200);
    const listed = await api.get('/checklists').expect(200);
    expect(listed.body.data.total).toBe(2);

    const audit = await t.as('bob').get(`/checklists/${checklist.uid}/audit`).expect(200);
    const actors = audit.body.data.items.map((e: { actor: { kind: string } }) => e.actor.kind);
    expect(actors).toContain('portal');
    const names = await t.as('bob').get(`/users?ids=${erin.uid}`).expect(200);
    expect(names.body.data).toEqual([{ id: erin.uid, displayName: 'Erin erin', avatarUrl: null }]);
    const ownName = await api.get(`/users?ids=${erin.uid}`).expect(200);
    expect(ownName.body.data[0].displayName).toBe('Erin erin');

    // Out of reach: another template, its checklists, new templates, people, Jira/Confluence.
    expect((await api.get(`/templates/${other.uid}`)).status).toBe(403);
    const othersChecklist = await makeChecklist(t, 'bob', { templateUid: other.uid });
    expect((await api.get(`/checklists/${othersChecklist.uid}`)).status).toBe(403);
    const tick = await api.patch(
      `/checklists/${othersChecklist.uid}/items/${othersChecklist.items[0]?.id}`,
      { status: 'done', version: 1 },
    );
    expect(tick.status).toBe(403);
    expect((await api.post('/checklists', { templateUid: other.uid })).status).toBe(403);
    expect((await api.post('/checklists', { title: 'Blank', items: tasks(1) })).status).toBe(403);
    expect((await api.post('/templates', { title: 'Mine', items: tasks(1) })).status).toBe(403);
    expect((await api.post(`/templates/${invited.uid}/copy`)).status).toBe(403);
    expect((await api.get('/users/search?query=bo')).status).toBe(403);
    expect((await api.put('/settings', {})).status).toBeGreaterThanOrEqual(400);
    expect((await api.get('/confluence/pages/10001/checklists')).status).toBe(403);
    const reloaded = await t.as('bob').get(`/checklists/${othersChecklist.uid}`).expect(200);
    expect(reloaded.body.data.items[0].status).toBe('open');
  });

  it("never reads another site's data, even with that site's uids", async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Acme only');
    const erin = await invitedPerson(template, 'crosser');
    const globexTemplate = await makeTemplate(t, 'alice', tasks(1), 'Globex', 'globex');
    const globexChecklist = await makeChecklist(
      t,
      'alice',
      { templateUid: globexTemplate.uid },
      'globex',
    );
    const api = asPortal(t, erin);
    expect((await api.get(`/templates/${globexTemplate.uid}`)).status).toBe(404);
    expect((await api.get(`/checklists/${globexChecklist.uid}`)).status).toBe(404);
    const list = (await api.get('/templates').expect(200)).body.data as TemplateListDto;
    expect(list.items.map((i) => i.title)).toEqual(['Acme only']);
  });

  it('without an accepted invitation, gets 401 on /api', async () => {
    const loner = await signUpPortalPerson(uniqueEmail('loner'));
    const answer = await asPortal(t, loner).get('/templates');
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toContain('not been invited');
  });
});
