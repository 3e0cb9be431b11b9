/**
 * A checklist made from a template is decided against the template as it is when the
 * checklist is written, not as it was read before: the app asks Jira whether the person sees
 * the issue in between, and a template archived meanwhile makes no checklist (409, nothing
 * written).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { tasks } from '../../test/fixtures';
import { tenantSnapshot } from '../../test/tenant-snapshot';
import type { TemplateDto } from '../../../shared/templates';

const t = useTestApp(['acme', 'jira']);
const jira = (user: string) => t.as(user, 'acme', 'jira');

afterEach(() => {
  t.host.jira.onCall = null;
});

describe('making a checklist on an issue', () => {
  it('from a template archived while Jira is asked about the issue: 409, nothing made', async () => {
    const template = (
      await jira('alice')
        .post('/templates', { title: 'Release', items: tasks(2) })
        .expect(201)
    ).body.data as TemplateDto;
    const snapshot = () =>
      tenantSnapshot(t.handle.database.db, [t.tenant('acme', 'jira').clientKey]);
    // Someone archives it while the app waits for Jira's answer about the issue.
    t.host.jira.onCall = async (_method, path) => {
      if (!path.startsWith('/issue/')) return;
      t.host.jira.onCall = null;
      await t.handle.database.db
        .updateTable('templates')
        .set({ archived: 1 })
        .where('uid', '=', template.uid)
        .execute();
    };
    const before = await snapshot();
    const made = await jira('bob').post('/checklists', {
      templateUid: template.uid,
      place: { kind: 'jira_issue', id: '10042', key: 'SIM-42' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(409);
    expect(made.body.error.code).toBe('conflict');
    const after = await snapshot();
    expect({ ...after, templates: before.templates }).toEqual(before);
  });
});
