/**
 * Saving a template: with the version read (a stale one is a 409, an invalid one a 400 that
 * keeps it as it was), by its owner, editors and site admins only, and who may change the
 * editors.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { TemplateDto, TemplateListDto } from '../../../shared/templates';
import { findUser } from '../../../e2e/simulator/lib/directory';
import { clara, release, templateRequests } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { read, create } = templateRequests(() => t);

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
