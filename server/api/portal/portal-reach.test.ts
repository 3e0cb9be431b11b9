/**
 * A portal user reaches the templates they were invited to and the checklists made from them,
 * whatever else names them: being a checklist's assignee or a template's editor outside their
 * invitation gives them nothing, and every such request is refused before anything is written
 * (403, nothing changed). What a list answers beside its rows (tags) is theirs only. People a
 * portal user names are checked like everyone's (services/people/people-check.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import { v1 } from '../../test/api-key-client';
import { PNG_DATA_URL } from '../../test/images';
import type { PortalPerson } from '../../test/portal-people';
import { findUser } from '../../../e2e/simulator/lib/directory';
import type { TemplateDto, TemplateListDto } from '../../../shared/templates';
import type { ChecklistDto } from '../../../shared/checklists';
import type { CreatedApiKeyDto } from '../../../shared/api-keys';
import { asPortal, invite, invitedPerson } from './test-setup';

const t = useTestApp(['acme', 'confluence']);
const BOB = findUser('bob')?.accountId ?? '';

const snapshot = () =>
  tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'confluence').clientKey]);

const items = [
  { kind: 'task' as const, text: 'First' },
  { kind: 'task' as const, text: 'Second' },
  { kind: 'signature' as const, text: 'Sign' },
];

interface World {
  invited: TemplateDto;
  other: TemplateDto;
  erin: PortalPerson;
  frank: PortalPerson;
  /** Made from `other`, erin named as its assignee (however that came about). */
  assigned: ChecklistDto;
  /** Made from `other` by bob, signed by bob. */
  signed: ChecklistDto;
  openInvitation: string;
}

let w: World;

beforeAll(async () => {
  const invited = await makeTemplate(t, 'bob', items, 'Invited');
  await t
    .as('bob')
    .put(`/templates/${invited.uid}`, { title: 'Invited', tags: ['shared'], items, version: 1 })
    .expect(200);
  const other = await makeTemplate(t, 'bob', items, 'Other');
  const tagged = await t
    .as('bob')
    .put(`/templates/${other.uid}`, { title: 'Other', tags: ['secret'], items, version: 1 })
    .expect(200);
  const erin = await invitedPerson(t, 'bob', invited.uid, 'erin');
  const frank = await invitedPerson(t, 'bob', other.uid, 'frank');
  const assigned = await makeChecklist(t, 'bob', { templateUid: other.uid });
  const signed = await makeChecklist(t, 'bob', { templateUid: other.uid });
  const signature = signed.items[2];
  await t
    .as('bob')
    .put(`/checklists/${signed.uid}/items/${signature?.id}/signature`, {
      image: PNG_DATA_URL,
      version: signature?.version,
    })
    .expect(200);
  // Named outside the invitation: the rules must hold however a name got there (an outage of
  // the host's directory, a name kept from before, a direct import).
  const db = t.handle.database.db;
  await db
    .updateTable('checklists')
    .set({ assignee_id: erin.uid })
    .where('uid', '=', assigned.uid)
    .execute();
  await db
    .updateTable('templates')
    .set({ editor_ids: JSON.stringify([erin.uid]) })
    .where('uid', '=', other.uid)
    .execute();
  const open = await invite(t, 'bob', other.uid, 'someone@example.com');
  w = {
    invited,
    other: tagged.body.data as TemplateDto,
    erin,
    frank,
    assigned: (await t.as('bob').get(`/checklists/${assigned.uid}`)).body.data as ChecklistDto,
    signed: (await t.as('bob').get(`/checklists/${signed.uid}`)).body.data as ChecklistDto,
    openInvitation: open.invitation.id,
  };
}, 120_000); // two templates, two portal people, signed checklists: generous on a busy machine

const item = (c: ChecklistDto, index: number) => {
  const found = c.items[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};

describe('a portal user named outside their invitation', () => {
  it("changes nothing as a checklist's assignee: every write is 403", async () => {
    const api = asPortal(t, w.erin);
    const c = w.assigned;
    const before = await snapshot();
    const answers = [
      await api.post(`/checklists/${c.uid}/items`, { kind: 'task', text: 'Added' }),
      await api.patch(`/checklists/${c.uid}/items/${item(c, 0).id}`, {
        text: 'Edited',
        version: item(c, 0).version,
      }),
      await api.patch(`/checklists/${c.uid}/items/${item(c, 0).id}`, {
        status: 'done',
        version: item(c, 0).version,
      }),
      await api.post(`/checklists/${c.uid}/items/${item(c, 0).id}/move`, {
        afterItemId: item(c, 1).id,
        version: item(c, 0).version,
      }),
      await api.delete(`/checklists/${c.uid}/items/${item(c, 0).id}?version=1`),
      await api.patch(`/checklists/${c.uid}`, { title: 'Renamed', metaVersion: c.metaVersion }),
      await api.post(`/checklists/${c.uid}/skip`, { reason: 'Not needed' }),
      await api.post(`/checklists/${c.uid}/archive`),
      await api.delete(`/checklists/${c.uid}`),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(await snapshot()).toEqual(before);
  });

  it("changes nothing as a template's editor: template, invitations, its checklists", async () => {
    const api = asPortal(t, w.erin);
    const { other, signed } = w;
    const before = await snapshot();
    const answers = [
      await api.put(`/templates/${other.uid}`, {
        title: 'Taken over',
        items,
        version: other.version,
      }),
      await api.post(`/templates/${other.uid}/archive`),
      await api.delete(`/templates/${other.uid}`),
      await api.get(`/templates/${other.uid}/invitations`),
      await api.post(`/templates/${other.uid}/invitations`, { email: 'mallory@example.com' }),
      await api.delete(`/templates/${other.uid}/invitations/${w.openInvitation}`),
      await api.patch(`/checklists/${signed.uid}`, { title: 'Renamed', metaVersion: 1 }),
      await api.post(`/checklists/${signed.uid}/items`, { kind: 'task', text: 'Added' }),
      await api.delete(
        `/checklists/${signed.uid}/items/${item(signed, 2).id}/signature?version=${item(signed, 2).version}`,
      ),
      await api.delete(`/checklists/${signed.uid}`),
    ];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 403));
    expect(await snapshot()).toEqual(before);
  });

  it('is told so by the permissions the API sends', async () => {
    const checklist = await asPortal(t, w.frank).get(`/checklists/${w.assigned.uid}`).expect(200);
    expect(checklist.body.data.permissions).toMatchObject({ canEdit: true });
    expect((await asPortal(t, w.erin).get(`/checklists/${w.assigned.uid}`)).status).toBe(403);
  });
});

describe('what a list answers beside its rows', () => {
  it('names only the tags of the templates a portal user reaches, on /api and /api/v1', async () => {
    const api = asPortal(t, w.erin);
    const page = (await api.get('/templates').expect(200)).body.data as TemplateListDto;
    expect(page.items.map((i) => i.title)).toEqual(['Invited']);
    expect(page.tags).toEqual(['shared']);
    const made = await api.post('/apikeys', { name: 'Erin CI', scope: 'read' }).expect(201);
    const key = (made.body.data as CreatedApiKeyDto).secret;
    const viaKey = (await v1(t, key).get('/templates').expect(200)).body.data as TemplateListDto;
    expect(viaKey.items.map((i) => i.title)).toEqual(['Invited']);
    expect(viaKey.tags).toEqual(['shared']);
    const bobs = (await t.as('bob').get('/templates').expect(200)).body.data as TemplateListDto;
    expect(bobs.tags).toEqual(['secret', 'shared']);
  });
});

describe('the people a portal user names', () => {
  it('are people of the site or portal users invited to that template', async () => {
    const frank = asPortal(t, w.frank);
    const c = await frank.post('/checklists', { templateUid: w.other.uid }).expect(201);
    const checklist = c.body.data as ChecklistDto;
    const first = item(checklist, 0);
    const before = await snapshot();
    for (const assigneeId of [w.erin.uid, 'nobody-at-all']) {
      const refused = await frank.patch(`/checklists/${checklist.uid}`, {
        assigneeId,
        metaVersion: checklist.metaVersion,
      });
      expect(refused.status, assigneeId).toBe(400);
      expect(refused.body.error.code).toBe('validation_failed');
      const onItem = await frank.patch(`/checklists/${checklist.uid}/items/${first.id}`, {
        assigneeId,
        version: first.version,
      });
      expect(onItem.status, assigneeId).toBe(400);
      const added = await frank.post(`/checklists/${checklist.uid}/items`, {
        kind: 'task',
        text: 'Added',
        assigneeId,
      });
      expect(added.status, assigneeId).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
    await frank
      .patch(`/checklists/${checklist.uid}`, {
        assigneeId: BOB,
        metaVersion: checklist.metaVersion,
      })
      .expect(200);
    await frank
      .patch(`/checklists/${checklist.uid}/items/${first.id}`, {
        assigneeId: w.frank.uid,
        version: first.version,
      })
      .expect(200);
  });

  it('are checked the same for everyone: an invited portal user may be named on that template only', async () => {
    const bobs = await makeChecklist(t, 'bob', { templateUid: w.other.uid });
    await t
      .as('bob')
      .patch(`/checklists/${bobs.uid}`, { assigneeId: w.frank.uid, metaVersion: 1 })
      .expect(200);
    const before = await snapshot();
    const outside = await t
      .as('bob')
      .patch(`/checklists/${bobs.uid}`, { assigneeId: w.erin.uid, metaVersion: 2 });
    expect(outside.status).toBe(400);
    const blank = await t
      .as('bob')
      .post('/checklists', { title: 'Blank', items: tasks(1), assigneeId: w.frank.uid });
    expect(blank.status).toBe(400);
    const editors = await t.as('bob').put(`/templates/${w.invited.uid}`, {
      title: 'Invited',
      tags: ['shared'],
      items,
      editorIds: [w.frank.uid],
      version: 2,
    });
    expect(editors.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
