/**
 * Creating templates (owner, item ids, normalised tags; invalid ones store nothing), listing
 * them with search, tags and pages, and the item and task counts they carry.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { TemplateListDto } from '../../../shared/templates';
import { bob, release, templateRequests } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { read, create } = templateRequests(() => t);

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
