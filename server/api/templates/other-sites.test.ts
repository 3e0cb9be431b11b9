/**
 * Another site can neither see, change, copy, delete nor restore this site's templates (404,
 * and they stay as they are); malformed ids are a 404 too.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import type { TemplateListDto } from '../../../shared/templates';
import { release, templateRequests } from './test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const { read, create } = templateRequests(() => t);

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
