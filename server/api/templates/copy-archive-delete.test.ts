/**
 * Copying a template in the caller's language, archiving and restoring it (for its managers
 * only), and deleting it while the checklists made from it keep their items.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { TemplateListDto } from '../../../shared/templates';
import { clara, release, templateRequests } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { read, create } = templateRequests(() => t);

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
