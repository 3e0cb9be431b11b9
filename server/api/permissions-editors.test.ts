/**
 * Who else may change a checklist bob made (policies/checklist-policy.ts): its assignee, its
 * template's editors and site admins, and every member once a site admin turns on
 * everyoneEditsChecklists.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../test/fixtures';
import type { ChecklistDto } from '../../shared/checklists';
import { clara, dieter } from './permissions-test-setup';

const t = useTestApp(['acme', 'confluence']);

describe('who else may change a checklist', () => {
  it('its assignee, its template’s editors and site admins', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1));
    await t
      .as('bob')
      .put(`/templates/${template.uid}`, {
        title: template.title,
        items: template.items,
        editorIds: [dieter],
        version: template.version,
      })
      .expect(200);
    const checklist = await makeChecklist(t, 'bob', {
      templateUid: template.uid,
      assigneeId: clara,
    });
    let metaVersion = checklist.metaVersion;
    for (const user of ['clara', 'dieter', 'alice']) {
      const seen = (await t.as(user).get(`/checklists/${checklist.uid}`)).body.data as ChecklistDto;
      expect(seen.permissions.canEdit, user).toBe(true);
      const renamed = await t
        .as(user)
        .patch(`/checklists/${checklist.uid}`, { title: `Renamed by ${user}`, metaVersion });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      metaVersion = renamed.body.data.metaVersion;
    }
  });

  it('every member, once a site admin turns on everyoneEditsChecklists', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Open to all', items: tasks(1) });
    const rename = () =>
      t.as('clara').patch(`/checklists/${checklist.uid}`, { title: 'Team list', metaVersion: 1 });
    expect((await rename()).status).toBe(403);
    await t.as('alice').put('/settings', { everyoneEditsChecklists: true }).expect(200);
    try {
      const seen = (await t.as('clara').get(`/checklists/${checklist.uid}`)).body.data;
      expect(seen.permissions.canEdit).toBe(true);
      const listed = (await t.as('clara').get('/checklists?search=open%20to%20all')).body.data;
      expect(listed.items[0].permissions.canEdit).toBe(true);
      expect((await rename()).status).toBe(200);
    } finally {
      await t.as('alice').put('/settings', { everyoneEditsChecklists: false }).expect(200);
    }
  });
});
