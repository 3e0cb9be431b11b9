/**
 * Every checklist write route that not every member may use: a caller without the right gets
 * 403 with a translated message and nothing changes; a caller with it succeeds; and the
 * permissions the API sends with the checklist said so beforehand (policies/checklist-policy.ts).
 * What every member may still do on someone else's checklist goes through.
 *
 * People: bob creates the checklists below; clara is neither their creator, assignee, template
 * manager nor an admin.
 */
import { describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { type TestApp } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../test/fixtures';
import { PNG_DATA_URL } from '../test/images';
import type { ChecklistDto } from '../../shared/checklists';
import { clara, dieter, permissionRequests } from './permissions-test-setup';

const t = useTestApp(['acme', 'confluence']);

const { snapshot } = permissionRequests(() => t);

/** Bob's checklist with a task, a signature item signed by bob, and a heading. */
async function bobsChecklist(): Promise<ChecklistDto> {
  const template = await makeTemplate(t, 'bob', [
    ...tasks(2),
    { kind: 'signature', text: 'Sign here' },
  ]);
  const checklist = await makeChecklist(t, 'bob', { templateUid: template.uid });
  const signature = checklist.items[2];
  await t
    .as('bob')
    .put(`/checklists/${checklist.uid}/items/${signature?.id}/signature`, {
      image: PNG_DATA_URL,
      version: 1,
    })
    .expect(200);
  return (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data as ChecklistDto;
}

const itemId = (c: ChecklistDto, index: number) => c.items[index]?.id ?? 'missing';

interface RefusedCase {
  route: string;
  /** The request as someone without the right, who then sees the given permission off. */
  request: (as: ReturnType<TestApp['as']>, c: ChecklistDto) => supertest.Test;
  /** The permission the API sent that announced the refusal. */
  permission: 'canEdit' | 'canDelete' | 'signature.canRemove';
  message: string;
}

const EDIT_MESSAGE =
  "Only the checklist's creator and assignee, its template's managers and site administrators can change its items and details.";

const checklistCases: RefusedCase[] = [
  {
    route: 'PATCH /checklists/:uid (rename)',
    request: (as, c) => as.patch(`/checklists/${c.uid}`, { title: 'Mine now', metaVersion: 1 }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'PATCH /checklists/:uid (assign to oneself)',
    request: (as, c) => as.patch(`/checklists/${c.uid}`, { assigneeId: clara, metaVersion: 1 }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'PATCH /checklists/:uid (due date)',
    request: (as, c) => as.patch(`/checklists/${c.uid}`, { dueDate: '2030-01-01', metaVersion: 1 }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'POST /checklists/:uid/skip',
    request: (as, c) => as.post(`/checklists/${c.uid}/skip`, { reason: 'Not mine' }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'POST /checklists/:uid/items',
    request: (as, c) => as.post(`/checklists/${c.uid}/items`, { kind: 'task', text: 'Extra' }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'PATCH /checklists/:uid/items/:itemId (text)',
    request: (as, c) =>
      as.patch(`/checklists/${c.uid}/items/${itemId(c, 0)}`, { text: 'Changed', version: 1 }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'PATCH /checklists/:uid/items/:itemId (mandatory off)',
    request: (as, c) =>
      as.patch(`/checklists/${c.uid}/items/${itemId(c, 0)}`, { mandatory: true, version: 1 }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'PATCH /checklists/:uid/items/:itemId (due date)',
    request: (as, c) =>
      as.patch(`/checklists/${c.uid}/items/${itemId(c, 0)}`, {
        dueDate: '2030-01-01',
        version: 1,
      }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'PATCH /checklists/:uid/items/:itemId (status and text together)',
    request: (as, c) =>
      as.patch(`/checklists/${c.uid}/items/${itemId(c, 0)}`, {
        status: 'done',
        text: 'Changed',
        version: 1,
      }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'POST /checklists/:uid/items/:itemId/move',
    request: (as, c) =>
      as.post(`/checklists/${c.uid}/items/${itemId(c, 1)}/move`, {
        afterItemId: null,
        version: 1,
      }),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'DELETE /checklists/:uid/items/:itemId (the signature item)',
    request: (as, c) => as.delete(`/checklists/${c.uid}/items/${itemId(c, 2)}?version=2`),
    permission: 'canEdit',
    message: EDIT_MESSAGE,
  },
  {
    route: 'DELETE /checklists/:uid/items/:itemId/signature',
    request: (as, c) => as.delete(`/checklists/${c.uid}/items/${itemId(c, 2)}/signature?version=2`),
    permission: 'signature.canRemove',
    message:
      "Only the person who signed, the template's managers or a site administrator can remove this signature.",
  },
  {
    route: 'PUT /checklists/:uid/items/:itemId/signature (signing over)',
    request: (as, c) =>
      as.put(`/checklists/${c.uid}/items/${itemId(c, 2)}/signature`, {
        image: PNG_DATA_URL,
        version: 2,
      }),
    permission: 'signature.canRemove',
    message:
      "Only the person who signed, the template's managers or a site administrator can remove this signature.",
  },
  {
    route: 'DELETE /checklists/:uid',
    request: (as, c) => as.delete(`/checklists/${c.uid}`),
    permission: 'canDelete',
    message:
      'Only its creator, the managers of its template and site administrators can delete this checklist.',
  },
];

function announced(c: ChecklistDto, permission: RefusedCase['permission']): boolean {
  if (permission === 'signature.canRemove') return c.items[2]?.signature?.canRemove ?? false;
  return c.permissions[permission];
}

describe('a member who did not make the checklist', () => {
  for (const refused of checklistCases) {
    it(`gets 403 on ${refused.route}, as announced, and nothing changes`, async () => {
      const checklist = await bobsChecklist();
      const seen = (await t.as('clara').get(`/checklists/${checklist.uid}`)).body
        .data as ChecklistDto;
      expect(announced(seen, refused.permission)).toBe(false);
      const before = await snapshot();
      const response = await refused.request(t.as('clara'), checklist);
      expect(response.status, JSON.stringify(response.body)).toBe(403);
      expect(response.body.error).toEqual({ code: 'forbidden', message: refused.message });
      expect(await snapshot()).toEqual(before);
      // The same request from the checklist's creator goes through.
      const byCreator = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body
        .data as ChecklistDto;
      expect(announced(byCreator, refused.permission)).toBe(true);
      const allowed = await refused.request(t.as('bob'), checklist);
      expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
    });
  }

  it('is refused before a signature image is even decoded', async () => {
    const checklist = await bobsChecklist();
    const response = await t
      .as('clara')
      .put(`/checklists/${checklist.uid}/items/${itemId(checklist, 2)}/signature`, {
        image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ',
        version: 2,
      });
    expect(response.status).toBe(403);
  });

  it('gets the refusal in German', async () => {
    const checklist = await bobsChecklist();
    const response = await t
      .as('clara')
      .patch(`/checklists/${checklist.uid}`, { title: 'Meins', metaVersion: 1 })
      .set('Accept-Language', 'de-DE');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(
      'Nur wer die Checkliste angelegt hat oder ihr zugewiesen ist, die Verantwortlichen ihrer Vorlage und Website-Administratoren können ihre Punkte und Angaben ändern.',
    );
  });

  it('still ticks, skips items with a reason, notes, assigns items, signs and archives it', async () => {
    const template = await makeTemplate(t, 'bob', [...tasks(2), { kind: 'signature', text: 'S' }]);
    const checklist = await makeChecklist(t, 'bob', { templateUid: template.uid });
    const as = t.as('clara');
    const item = (i: number) => `/checklists/${checklist.uid}/items/${itemId(checklist, i)}`;
    await as.patch(item(0), { status: 'done', version: 1 }).expect(200);
    await as.patch(item(1), { status: 'skipped', skipReason: 'N/A', version: 1 }).expect(200);
    await as.patch(item(0), { note: 'Checked twice', version: 2 }).expect(200);
    await as.patch(item(1), { assigneeId: dieter, version: 2 }).expect(200);
    await as.put(`${item(2)}/signature`, { image: PNG_DATA_URL, version: 1 }).expect(200);
    await as.post(`/checklists/${checklist.uid}/archive`).expect(200);
    await as.post(`/checklists/${checklist.uid}/unarchive`).expect(200);
  });
});
