/**
 * Template and settings write routes that not every member may use (template-policy.ts,
 * site-policy.ts): a member who does not manage the template, or is no site admin, gets 403
 * and nothing changes; the permissions sent beforehand said so, and the owner or admin succeeds.
 */
import { describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { type TestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { makeTemplate, tasks } from '../test/fixtures';
import type { TemplateDto } from '../../shared/templates';
import { permissionRequests } from './permissions-test-setup';

const t = useTestApp(['acme', 'confluence']);

const { snapshot } = permissionRequests(() => t);

describe('templates and settings', () => {
  const templateCases: {
    route: string;
    request: (as: ReturnType<TestApp['as']>, template: TemplateDto) => supertest.Test;
    permission: 'canEdit' | 'canDelete';
  }[] = [
    {
      route: 'PUT /templates/:uid',
      request: (as, tpl) =>
        as.put(`/templates/${tpl.uid}`, { title: 'Taken over', items: [], version: tpl.version }),
      permission: 'canEdit',
    },
    {
      route: 'POST /templates/:uid/archive',
      request: (as, tpl) => as.post(`/templates/${tpl.uid}/archive`),
      permission: 'canEdit',
    },
    {
      route: 'DELETE /templates/:uid',
      request: (as, tpl) => as.delete(`/templates/${tpl.uid}`),
      permission: 'canDelete',
    },
  ];
  for (const refused of templateCases) {
    it(`a member who does not manage the template gets 403 on ${refused.route}`, async () => {
      const template = await makeTemplate(t, 'bob', tasks(2), 'Bob’s template');
      const seen = (await t.as('clara').get(`/templates/${template.uid}`)).body.data as TemplateDto;
      expect(seen.permissions[refused.permission]).toBe(false);
      const before = await snapshot();
      const response = await refused.request(t.as('clara'), template);
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({
        code: 'forbidden',
        message: 'Only the owner and editors of this template can change it.',
      });
      expect(await snapshot()).toEqual(before);
      const ownView = (await t.as('bob').get(`/templates/${template.uid}`)).body.data;
      expect(ownView.permissions[refused.permission]).toBe(true);
      expect((await refused.request(t.as('bob'), template)).status).toBeLessThan(300);
    });
  }

  it('POST /templates/:uid/unarchive is refused to a member who does not manage it', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Archived by bob');
    await t.as('bob').post(`/templates/${template.uid}/archive`).expect(200);
    const before = await snapshot();
    expect((await t.as('clara').post(`/templates/${template.uid}/unarchive`)).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('PUT /settings and GET /settings/audit are for site admins only', async () => {
    const before = await snapshot();
    const put = await t.as('bob').put('/settings', { showCustomTaskStatus: true });
    expect(put.status).toBe(403);
    expect(put.body.error).toEqual({
      code: 'forbidden',
      message: 'Only site administrators can change these settings.',
    });
    expect((await t.as('bob').get('/settings/audit')).status).toBe(403);
    expect(await snapshot()).toEqual(before);
    expect((await t.as('bob').get('/me')).body.data.isAdmin).toBe(false);
    expect((await t.as('alice').put('/settings', { showCustomTaskStatus: true })).status).toBe(200);
  });
});
