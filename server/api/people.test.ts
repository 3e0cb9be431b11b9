/** Assignees and template editors must be people of the caller's site (the host says who). */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../test/fixtures';
import { findUser } from '../../e2e/simulator/lib/directory';
import type { ChecklistDto } from '../../shared/checklists';
import type { TemplateDto } from '../../shared/templates';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira']);

const clara = findUser('clara')?.accountId ?? '';
const stranger = '557058:not-on-this-site';
const UNKNOWN_EN = 'That person is not a member of this site. Choose someone from the list.';
const UNKNOWN_DE =
  'Diese Person gehört nicht zu dieser Website. Wählen Sie jemanden aus der Liste.';

const expectUnknownPerson = (response: { status: number; body: { error?: unknown } }) => {
  expect(response.status).toBe(400);
  expect(response.body.error).toEqual({ code: 'validation_failed', message: UNKNOWN_EN });
};

describe('a person named in a request', () => {
  it('is checked when a checklist is created and changes nothing when unknown', async () => {
    const before = (await t.as('bob').get('/checklists')).body.data.total as number;
    expectUnknownPerson(
      await t
        .as('bob')
        .post('/checklists', { title: 'Audit', assigneeId: stranger, items: tasks(1) }),
    );
    expectUnknownPerson(
      await t.as('bob').post('/checklists', {
        title: 'Audit',
        items: [{ kind: 'task', text: 'Count', mandatory: false, assigneeId: stranger }],
      }),
    );
    expect((await t.as('bob').get('/checklists')).body.data.total).toBe(before);
    const made = await makeChecklist(t, 'bob', {
      title: 'Audit',
      assigneeId: clara,
      items: tasks(1),
    });
    expect(made.assigneeId).toBe(clara);
  });

  it("is checked when a checklist's or an item's assignee changes, in the caller's language", async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Move', items: tasks(2) });
    const refused = await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}`, { assigneeId: stranger, metaVersion: 1 })
      .set('Accept-Language', 'de');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(UNKNOWN_DE);

    const itemPath = `/checklists/${checklist.uid}/items/${checklist.items[0]?.id ?? ''}`;
    expectUnknownPerson(await t.as('bob').patch(itemPath, { assigneeId: stranger, version: 1 }));
    expectUnknownPerson(
      await t.as('bob').post(`/checklists/${checklist.uid}/items`, {
        kind: 'task',
        text: 'Extra',
        assigneeId: stranger,
      }),
    );
    const after = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data as ChecklistDto;
    expect(after.assigneeId).toBeNull();
    expect(after.items.map((i) => i.assigneeId)).toEqual([null, null]);
    expect(after.version).toBe(checklist.version);

    const assigned = await t.as('bob').patch(itemPath, { assigneeId: clara, version: 1 });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.item.assigneeId).toBe(clara);
  });

  it('is checked for template items and editors; people already there may stay', async () => {
    expectUnknownPerson(
      await t
        .as('bob')
        .post('/templates', { title: 'Release', items: tasks(1), editorIds: [stranger] }),
    );
    expectUnknownPerson(
      await t.as('bob').post('/templates', {
        title: 'Release',
        items: [{ kind: 'task', text: 'Tag', mandatory: false, assigneeId: stranger }],
      }),
    );
    const template: TemplateDto = await makeTemplate(t, 'bob', [
      { kind: 'task', text: 'Tag', mandatory: false, assigneeId: clara },
    ]);
    const update = (items: object[], editorIds: string[] = []) =>
      t.as('bob').put(`/templates/${template.uid}`, {
        title: template.title,
        description: template.description,
        tags: template.tags,
        items,
        editorIds,
        version: template.version,
      });
    expectUnknownPerson(await update(template.items, [stranger]));
    const saved = await update([
      ...template.items,
      { kind: 'task', text: 'Ship', mandatory: false },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('is checked against Jira as well', async () => {
    expectUnknownPerson(
      await t
        .as('bob', 'acme', 'jira')
        .post('/checklists', { title: 'Jira', assigneeId: stranger, items: tasks(1) }),
    );
    const made = await t
      .as('bob', 'acme', 'jira')
      .post('/checklists', { title: 'Jira', assigneeId: clara, items: tasks(1) });
    expect(made.status).toBe(201);
  });
});
