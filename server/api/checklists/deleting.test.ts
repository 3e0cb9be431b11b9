/**
 * Who may delete a checklist: its creator, the managers of its template and site admins; the
 * permissions sent with it say so beforehand.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';

const t = useTestApp(['acme', 'confluence']);

describe('deleting a checklist', () => {
  it('is for its creator, the managers of its template and site admins', async () => {
    const template = await makeTemplate(t, 'alice', tasks(1), 'Managed');
    const byBob = await makeChecklist(t, 'bob', { templateUid: template.uid });
    expect((await t.as('clara').delete(`/checklists/${byBob.uid}`)).status).toBe(403);
    expect((await t.as('bob').get(`/checklists/${byBob.uid}`)).status).toBe(200);
    expect((await t.as('alice').delete(`/checklists/${byBob.uid}`)).status).toBe(204);
    expect((await t.as('bob').get(`/checklists/${byBob.uid}`)).status).toBe(404);

    const another = await makeChecklist(t, 'clara', { title: 'Mine' });
    expect(another.permissions.canDelete).toBe(true);
    expect((await t.as('clara').delete(`/checklists/${another.uid}`)).status).toBe(204);
  });

  it('is for a site admin who neither created it nor manages its template', async () => {
    // Dieter is a site admin; bob owns the template, clara created the checklists.
    const template = await makeTemplate(t, 'bob', tasks(1), 'Owned by bob');
    const fromTemplate = await makeChecklist(t, 'clara', { templateUid: template.uid });
    const standalone = await makeChecklist(t, 'clara', { title: 'No template' });
    for (const checklist of [fromTemplate, standalone]) {
      const seen = (await t.as('dieter').get(`/checklists/${checklist.uid}`)).body.data;
      expect(seen.permissions.canDelete).toBe(true);
      expect((await t.as('dieter').delete(`/checklists/${checklist.uid}`)).status).toBe(204);
      expect((await t.as('clara').get(`/checklists/${checklist.uid}`)).status).toBe(404);
    }
  });

  it('is for the owner of its template who is no site admin, and only for that template', async () => {
    // Bob is no site admin; he owns the template, clara created both checklists.
    const template = await makeTemplate(t, 'bob', tasks(1), 'Bob manages');
    const managed = await makeChecklist(t, 'clara', { templateUid: template.uid });
    const unmanaged = await makeChecklist(t, 'clara', { title: 'Not bob’s' });

    const other = (await t.as('bob').get(`/checklists/${unmanaged.uid}`)).body.data;
    expect(other.permissions.canDelete).toBe(false);
    const refused = await t.as('bob').delete(`/checklists/${unmanaged.uid}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    expect((await t.as('clara').get(`/checklists/${unmanaged.uid}`)).body.data).toMatchObject({
      title: 'Not bob’s',
      version: 1,
    });

    const mine = (await t.as('bob').get(`/checklists/${managed.uid}`)).body.data;
    expect(mine.permissions.canDelete).toBe(true);
    expect((await t.as('bob').delete(`/checklists/${managed.uid}`)).status).toBe(204);
    expect((await t.as('clara').get(`/checklists/${managed.uid}`)).status).toBe(404);
  });
});
