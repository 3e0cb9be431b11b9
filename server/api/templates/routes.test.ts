import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TemplateDto, TemplateListDto } from '../../../shared/templates';
import { findUser } from '../../../e2e/simulator/lib/directory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'confluence');
  await t.install('globex', 'confluence');
});
afterAll(() => t?.close());

const bob = findUser('bob')?.accountId ?? '';
const clara = findUser('clara')?.accountId ?? '';

const release = {
  title: 'Release',
  description: 'How we **ship**.',
  tags: ['Engineering', 'release', 'release'],
  items: [
    { kind: 'heading', text: 'Before' },
    { kind: 'task', text: 'Tests are green', mandatory: true },
    { kind: 'signature', text: 'Release manager signs', mandatory: true, dueOffsetDays: 1 },
  ],
};

/** A template as a client reads it. */
const read = async (uid: string) =>
  (await t.as('bob').get(`/templates/${uid}`)).body.data as TemplateDto;

async function create(user = 'bob', body: object = release): Promise<TemplateDto> {
  const response = await t.as(user).post('/templates', body);
  expect(response.status).toBe(201);
  return response.body.data as TemplateDto;
}

const count = async () =>
  Number(
    (
      await t.handle.database.db
        .selectFrom('templates')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating templates', () => {
  it('stores the template with the caller as owner, item ids and normalised tags', async () => {
    const template = await create();
    expect(template).toMatchObject({
      title: 'Release',
      tags: ['engineering', 'release'],
      ownerId: bob,
      version: 1,
      archived: false,
      checklistCount: 0,
      permissions: { canEdit: true, canDelete: true, canUse: true },
    });
    expect(template.items.map((i) => i.kind)).toEqual(['heading', 'task', 'signature']);
    expect(template.items.every((i) => i.id.length >= 6)).toBe(true);
    expect(template.items[2]).toMatchObject({
      mandatory: true,
      dueOffsetDays: 1,
      assigneeId: null,
    });
  });

  it('refuses invalid templates with 400 and stores nothing', async () => {
    const before = await count();
    for (const body of [
      {},
      { title: '' },
      { title: 'x'.repeat(201) },
      { title: 'ok', items: [{ kind: 'checkbox', text: 'x' }] },
      { title: 'ok', items: [{ kind: 'task', text: '' }] },
      { title: 'ok', tags: ['has space'] },
      { title: 'ok', owner: 'me' },
    ]) {
      const response = await t.as('bob').post('/templates', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    expect(await count()).toBe(before);
  });
});

describe('listing templates', () => {
  it('searches titles and tags, filters by tag and paginates (10 per page)', async () => {
    for (let i = 0; i < 11; i++) await create('alice', { title: `Audit ${i}`, tags: ['quality'] });
    const first = (await t.as('clara').get('/templates?search=audit')).body.data as TemplateListDto;
    expect(first.total).toBe(11);
    expect(first.items).toHaveLength(10);
    expect(first.perPage).toBe(10);
    const second = (await t.as('clara').get('/templates?search=AUDIT&page=2')).body
      .data as TemplateListDto;
    expect(second.items).toHaveLength(1);
    const tagged = (await t.as('clara').get('/templates?tag=release')).body.data as TemplateListDto;
    expect(tagged.items.every((i) => i.tags.includes('release'))).toBe(true);
    expect(first.tags).toEqual(expect.arrayContaining(['engineering', 'quality', 'release']));
    // Members see others' templates, without the right to edit them.
    expect(first.items[0]?.permissions).toEqual({
      canEdit: false,
      canDelete: false,
      canUse: true,
      canChangeEditors: false,
    });
  });

  it('validates the query', async () => {
    expect((await t.as('bob').get('/templates?perPage=500')).status).toBe(400);
    expect((await t.as('bob').get('/templates?page=0')).status).toBe(400);
  });
});

describe('editing templates', () => {
  it('lets the owner save with the version read, and bumps it', async () => {
    const template = await create();
    const response = await t.as('bob').put(`/templates/${template.uid}`, {
      ...release,
      title: 'Release v2',
      items: [...template.items, { kind: 'task', text: 'Announce' }],
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ title: 'Release v2', version: 2 });
    // Existing items keep their ids.
    expect((response.body.data as TemplateDto).items.slice(0, 3).map((i) => i.id)).toEqual(
      template.items.map((i) => i.id),
    );
  });

  it('answers 409 for a stale version and keeps the newer save', async () => {
    const template = await create();
    await t
      .as('bob')
      .put(`/templates/${template.uid}`, { ...release, title: 'First', version: 1 })
      .expect(200);
    const stale = await t
      .as('bob')
      .put(`/templates/${template.uid}`, { ...release, title: 'Second', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect((await t.as('bob').get(`/templates/${template.uid}`)).body.data.title).toBe('First');
  });

  it('refuses an invalid save with 400 and keeps the template as it was', async () => {
    const template = await create();
    const before = await read(template.uid);
    for (const body of [
      {},
      { ...release },
      { ...release, version: 0 },
      { ...release, version: '1' },
      { ...release, title: '', version: 1 },
      { ...release, title: 'x'.repeat(201), version: 1 },
      { ...release, items: [{ kind: 'checkbox', text: 'x' }], version: 1 },
      { ...release, tags: ['has space'], version: 1 },
      { ...release, ownerId: clara, version: 1 },
    ]) {
      const response = await t.as('bob').put(`/templates/${template.uid}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code, JSON.stringify(body)).toBe('validation_failed');
    }
    expect(await read(template.uid)).toEqual(before);
  });

  it('lets editors and site admins edit, and nobody else', async () => {
    const template = await create('bob', { ...release, editorIds: [clara] });
    expect(template.editorIds).toEqual([clara]);
    await t
      .as('clara')
      .put(`/templates/${template.uid}`, { ...release, title: 'By Clara', version: 1 })
      .expect(200);
    await t
      .as('dieter')
      .put(`/templates/${template.uid}`, { ...release, title: 'By admin', version: 2 })
      .expect(200);
    const other = await create('clara');
    const response = await t
      .as('bob')
      .put(`/templates/${other.uid}`, { ...release, title: 'Hijack', version: 1 });
    expect(response.status).toBe(403);
    expect((await t.as('bob').get(`/templates/${other.uid}`)).body.data.title).toBe('Release');
  });

  it('lets only the owner and admins change who edits', async () => {
    const template = await create('bob', { ...release, editorIds: [clara] });
    const response = await t.as('clara').put(`/templates/${template.uid}`, {
      ...release,
      editorIds: [clara, findUser('alice')?.accountId],
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.editorIds).toEqual([clara]);
  });

  it('tells each reader whether their save may change the editors', async () => {
    const template = await create('bob', { ...release, editorIds: [clara] });
    const permissions = async (user: string, uid = template.uid) =>
      ((await t.as(user).get(`/templates/${uid}`)).body.data as TemplateDto).permissions;
    expect(await permissions('bob')).toMatchObject({ canEdit: true, canChangeEditors: true });
    expect(await permissions('dieter')).toMatchObject({ canEdit: true, canChangeEditors: true });
    expect(await permissions('clara')).toMatchObject({ canEdit: true, canChangeEditors: false });
    const notHers = await create('bob');
    expect(await permissions('clara', notHers.uid)).toMatchObject({
      canEdit: false,
      canChangeEditors: false,
    });
    const listed = (await t.as('clara').get('/templates?search=release')).body
      .data as TemplateListDto;
    expect(listed.items.find((i) => i.uid === template.uid)?.permissions.canChangeEditors).toBe(
      false,
    );
    // What the answer says holds: the owner's change of editors is kept.
    const alice = findUser('alice')?.accountId ?? '';
    const saved = await t
      .as('bob')
      .put(`/templates/${template.uid}`, { ...release, editorIds: [alice], version: 1 });
    expect(saved.body.data).toMatchObject({
      editorIds: [alice],
      permissions: { canChangeEditors: true },
    });
  });
});

describe('copying, archiving and deleting', () => {
  it('copies a template for the caller, in their language', async () => {
    const template = await create('bob');
    const copy = await t
      .as('clara')
      .post(`/templates/${template.uid}/copy`)
      .set('Accept-Language', 'de');
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ title: 'Release (Kopie)', ownerId: clara, version: 1 });
    expect(copy.body.data.uid).not.toBe(template.uid);
    expect(copy.body.data.items).toHaveLength(3);
  });

  it('archives and restores, hiding archived templates from the default list', async () => {
    const template = await create('bob', { ...release, title: 'Archivable' });
    const before = await read(template.uid);
    const refused = await t.as('clara').post(`/templates/${template.uid}/archive`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect(await read(template.uid)).toEqual(before);
    expect((await t.as('clara').get('/templates?search=archivable')).body.data.total).toBe(1);
    const archived = await t.as('bob').post(`/templates/${template.uid}/archive`);
    expect(archived.body.data).toMatchObject({ archived: true, permissions: { canUse: false } });
    const active = (await t.as('bob').get('/templates?search=archivable')).body
      .data as TemplateListDto;
    expect(active.total).toBe(0);
    const inArchive = (await t.as('bob').get('/templates?search=archivable&archived=true')).body
      .data as TemplateListDto;
    expect(inArchive.total).toBe(1);
    const checklist = await t.as('bob').post('/checklists', { templateUid: template.uid });
    expect(checklist.status).toBe(409);
    await t.as('bob').post(`/templates/${template.uid}/unarchive`).expect(200);
    await t.as('bob').post('/checklists', { templateUid: template.uid }).expect(201);
  });

  it('restores only for its managers: 403 for other members, and it stays archived', async () => {
    const template = await create('bob', { ...release, title: 'Stays archived' });
    await t.as('bob').post(`/templates/${template.uid}/archive`).expect(200);
    const archived = await read(template.uid);
    expect(archived.archived).toBe(true);
    const refused = await t.as('clara').post(`/templates/${template.uid}/unarchive`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect(await read(template.uid)).toEqual(archived);
    expect((await t.as('clara').post('/checklists', { templateUid: template.uid })).status).toBe(
      409,
    );
  });

  it('deletes a template; checklists made from it keep their items', async () => {
    const template = await create('bob');
    const checklist = (await t.as('clara').post('/checklists', { templateUid: template.uid })).body
      .data;
    expect((await t.as('clara').delete(`/templates/${template.uid}`)).status).toBe(403);
    expect((await t.as('bob').delete(`/templates/${template.uid}`)).status).toBe(204);
    expect((await t.as('bob').get(`/templates/${template.uid}`)).status).toBe(404);
    const kept = await t.as('clara').get(`/checklists/${checklist.uid}`);
    expect(kept.body.data).toMatchObject({ templateUid: template.uid, templateTitle: null });
    expect(kept.body.data.items).toHaveLength(3);
  });
});

describe('another site', () => {
  it("cannot see, change, copy or delete this site's templates", async () => {
    const template = await create('bob');
    const other = t.as('bob', 'globex');
    expect((await other.get(`/templates/${template.uid}`)).status).toBe(404);
    expect((await other.put(`/templates/${template.uid}`, { ...release, version: 1 })).status).toBe(
      404,
    );
    expect((await other.post(`/templates/${template.uid}/copy`)).status).toBe(404);
    expect((await other.post(`/templates/${template.uid}/archive`)).status).toBe(404);
    expect((await other.delete(`/templates/${template.uid}`)).status).toBe(404);
    expect(((await other.get('/templates')).body.data as TemplateListDto).total).toBe(0);
    expect((await t.as('bob').get(`/templates/${template.uid}`)).body.data.title).toBe('Release');
  });

  it("cannot restore this site's archived templates: 404, and it stays archived", async () => {
    const template = await create('bob', { ...release, title: 'Archived here' });
    await t.as('bob').post(`/templates/${template.uid}/archive`).expect(200);
    const archived = await read(template.uid);
    const response = await t.as('alice', 'globex').post(`/templates/${template.uid}/unarchive`);
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
    expect(await read(template.uid)).toEqual(archived);
  });

  it('answers 404 for malformed ids', async () => {
    expect((await t.as('bob').get('/templates/not!valid')).status).toBe(404);
  });
});

describe('item counts', () => {
  it('gives every item (itemCount) and the items to do, tasks and signatures (taskCount)', async () => {
    const template = await create('bob', { ...release, title: 'Counted release' });
    expect(template).toMatchObject({ itemCount: 3, taskCount: 2 });
    expect(await read(template.uid)).toMatchObject({ itemCount: 3, taskCount: 2 });
    const list = (await t.as('bob').get('/templates?search=Counted')).body.data as TemplateListDto;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ itemCount: 3, taskCount: 2 });
  });
});
