import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeChecklist, makeTemplate, tasks } from '../../test/fixtures';
import type {
  ChecklistDto,
  ChecklistStateDto,
  ChecklistSummaryDto,
} from '../../../shared/checklists';
import type { Page } from '../../../shared/pagination';
import { findUser } from '../../../e2e/simulator/lib/directory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'confluence');
  await t.install('globex', 'confluence');
});
afterAll(() => t?.close());

const bob = findUser('bob')?.accountId ?? '';
const clara = findUser('clara')?.accountId ?? '';
const list = async (user: string, query: string) =>
  (await t.as(user).get(`/checklists?${query}`)).body.data as Page<ChecklistSummaryDto>;

describe('creating checklists', () => {
  it('from a template: items copied with their ids, template uid and version kept', async () => {
    const template = await makeTemplate(t, 'bob', [
      { kind: 'heading', text: 'Prepare' },
      { kind: 'task', text: 'Book the room', mandatory: true, dueOffsetDays: 2 },
      { kind: 'note', text: 'Ask facilities' },
    ]);
    const checklist = await makeChecklist(t, 'clara', { templateUid: template.uid });
    expect(checklist).toMatchObject({
      title: template.title,
      templateUid: template.uid,
      templateVersion: 1,
      templateTitle: template.title,
      status: 'not_started',
      progress: { done: 0, total: 1, percent: 0 },
      openRequired: 1,
      createdBy: clara,
      place: { kind: 'standalone' },
      version: 1,
    });
    expect(checklist.items.map((i) => [i.id, i.kind, i.status])).toEqual(
      template.items.map((i) => [i.id, i.kind, 'open']),
    );
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(checklist.items[1]?.dueDate).toBe(due);
  });

  it('blank or prefilled, in a Jira issue or on a Confluence page', async () => {
    const blank = await makeChecklist(t, 'bob', { title: 'Ad hoc' });
    expect(blank.items).toEqual([]);
    const prefilled = await makeChecklist(t, 'bob', {
      title: 'From a draft',
      items: tasks(2),
      place: { kind: 'confluence_page', id: '10001', macroId: 'm-1' },
      assigneeId: clara,
      dueDate: '2026-12-24',
    });
    expect(prefilled).toMatchObject({
      templateUid: null,
      place: { kind: 'confluence_page', id: '10001', macroId: 'm-1' },
      assigneeId: clara,
      dueDate: '2026-12-24',
    });
    expect(prefilled.items).toHaveLength(2);
    const issue = await makeChecklist(t, 'bob', {
      title: 'Issue list',
      place: { kind: 'jira_issue', id: '10001', key: 'SIM-1' },
    });
    expect(issue.place).toEqual({ kind: 'jira_issue', id: '10001', key: 'SIM-1' });
  });

  it('refuses invalid input with 400 and creates nothing', async () => {
    const before = (await list('bob', 'perPage=1')).total;
    for (const body of [
      {},
      { title: '' },
      { title: 'x', dueDate: '24.12.2026' },
      { title: 'x', place: { kind: 'jira_issue', id: '1' } },
      { title: 'x', items: [{ kind: 'task' }] },
      { title: 'x', extra: true },
    ]) {
      expect((await t.as('bob').post('/checklists', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.as('bob').post('/checklists', { templateUid: 'doesNotExist00' })).status).toBe(
      404,
    );
    expect((await list('bob', 'perPage=1')).total).toBe(before);
  });
});

describe('listing checklists', () => {
  it('filters by status, template, assignee and place, and paginates', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Filtered');
    for (let i = 0; i < 12; i++)
      await makeChecklist(t, 'bob', { templateUid: template.uid, assigneeId: i % 2 ? clara : bob });
    const byTemplate = await list('bob', `templateUid=${template.uid}`);
    expect(byTemplate.total).toBe(12);
    expect(byTemplate.items).toHaveLength(10);
    expect((await list('bob', `templateUid=${template.uid}&page=2`)).items).toHaveLength(2);
    expect(
      (await list('bob', `templateUid=${template.uid}&assigneeId=${encodeURIComponent(clara)}`))
        .total,
    ).toBe(6);

    const one = byTemplate.items[0] as ChecklistSummaryDto;
    const full = (await t.as('bob').get(`/checklists/${one.uid}`)).body.data as ChecklistDto;
    const item = full.items[0];
    await t
      .as('bob')
      .patch(`/checklists/${one.uid}/items/${item?.id}`, { status: 'done', version: 1 })
      .expect(200);
    const completed = await list('bob', `templateUid=${template.uid}&status=completed`);
    expect(completed.items.map((c) => c.uid)).toEqual([one.uid]);
    expect((await list('bob', `templateUid=${template.uid}&status=open`)).total).toBe(11);
    expect(
      (await list('bob', 'placeKind=jira_issue&placeId=10001')).items.every(
        (c) => c.place.kind === 'jira_issue',
      ),
    ).toBe(true);
    expect((await list('bob', 'search=FILTERED')).total).toBe(12);
  });

  it('validates the filters', async () => {
    expect((await t.as('bob').get('/checklists?status=finished')).status).toBe(400);
    expect((await t.as('bob').get('/checklists?sort=random')).status).toBe(400);
    const badTemplate = await t.as('bob').get('/checklists?templateUid=not%20an%20id');
    expect(badTemplate.status).toBe(400);
    expect(badTemplate.body.error.code).toBe('validation_failed');
  });

  it('filters by a template of its own site only', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Site-bound');
    const made = await makeChecklist(t, 'bob', { templateUid: template.uid });
    const byTemplate = async (site: string) =>
      (
        (await t.as('bob', site).get(`/checklists?templateUid=${template.uid}&perPage=100`)).body
          .data as Page<ChecklistSummaryDto>
      ).items.map((c) => c.uid);
    expect(await byTemplate('acme')).toEqual([made.uid]);
    expect(await byTemplate('globex')).toEqual([]);
  });
});

describe('changing a checklist', () => {
  it('renames, assigns and sets a due date with the version read; a stale one is a 409', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Old name' });
    // The creator hands it to clara, who then may change it too (its assignee).
    const renamed = await t.as('bob').patch(`/checklists/${checklist.uid}`, {
      title: 'New name',
      assigneeId: clara,
      dueDate: '2027-01-15',
      metaVersion: 1,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: 'New name',
      assigneeId: clara,
      dueDate: '2027-01-15',
      metaVersion: 2,
    });
    const stale = await t
      .as('clara')
      .patch(`/checklists/${checklist.uid}`, { title: 'Lost', metaVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ title: 'New name', metaVersion: 2 });
    expect((await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data.title).toBe(
      'New name',
    );
  });

  it('is skipped with a reason and reopened', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Skippable', items: tasks(2) });
    expect((await t.as('bob').post(`/checklists/${checklist.uid}/skip`, {})).status).toBe(400);
    const skipped = await t
      .as('bob')
      .post(`/checklists/${checklist.uid}/skip`, { reason: 'Not needed this sprint' });
    expect(skipped.body.data).toMatchObject({
      status: 'skipped',
      skipReason: 'Not needed this sprint',
      skippedBy: bob,
    });
    const reopened = await t.as('alice').post(`/checklists/${checklist.uid}/reopen`);
    expect(reopened.body.data).toMatchObject({
      status: 'not_started',
      skippedAt: null,
      skipReason: null,
    });
    expect((await t.as('alice').post(`/checklists/${checklist.uid}/reopen`)).status).toBe(409);
  });

  it('reopened after completion stays in progress until an item changes again', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Reopenable', items: tasks(2) });
    const tick = async (itemId: string, status: string, user = 'bob') => {
      const current = (await t.as(user).get(`/checklists/${checklist.uid}`)).body
        .data as ChecklistDto;
      const item = current.items.find((i) => i.id === itemId);
      const response = await t
        .as(user)
        .patch(`/checklists/${checklist.uid}/items/${itemId}`, { status, version: item?.version });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.checklist as ChecklistStateDto;
    };
    const [first, second] = checklist.items.map((i) => i.id) as [string, string];
    await tick(first, 'done');
    expect(await tick(second, 'done')).toMatchObject({ status: 'completed', completedBy: bob });

    const reopened = await t.as('bob').post(`/checklists/${checklist.uid}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({
      status: 'in_progress',
      completedAt: null,
      completedBy: null,
    });
    const audit = async () =>
      (
        (await t.as('bob').get(`/checklists/${checklist.uid}/audit`)).body.data.items as {
          action: string;
        }[]
      ).map((e) => e.action);
    expect((await audit()).slice(0, 2)).toEqual(['reopened', 'completed']);

    // A rename is no reason to complete it again.
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}`, { title: 'Reopened', metaVersion: 1 })
      .expect(200);
    const renamed = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data;
    expect(renamed).toMatchObject({ status: 'in_progress', completedAt: null });
    expect((await audit())[0]).toBe('renamed');

    // Changing an item while the rule holds completes it again, recorded with who and when.
    expect(await tick(second, 'open', 'clara')).toMatchObject({ status: 'in_progress' });
    const again = await tick(second, 'done', 'clara');
    expect(again).toMatchObject({ status: 'completed', completedBy: clara });
    expect(again.completedAt).not.toBeNull();
    expect((await audit()).slice(0, 2)).toEqual(['completed', 'status_changed']);
  });

  it('archives: nobody works on an archived checklist until it is restored', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Archive me', items: tasks(1) });
    const archived = await t.as('bob').post(`/checklists/${checklist.uid}/archive`);
    // The permissions say what the server allows: no editing or working, only restoring.
    expect(archived.body.data).toMatchObject({
      status: 'archived',
      permissions: { canWork: false, canEdit: false, canArchive: true },
    });
    const read = await t.as('clara').get(`/checklists/${checklist.uid}`);
    expect(read.body.data.permissions).toMatchObject({
      canWork: false,
      canEdit: false,
      canArchive: true,
    });
    const listed = await list('clara', 'search=archive%20me&status=archived');
    expect(listed.items[0]?.permissions).toMatchObject({ canEdit: false, canArchive: true });
    const item = checklist.items[0];
    for (const refused of [
      await t
        .as('bob')
        .patch(`/checklists/${checklist.uid}/items/${item?.id}`, { status: 'done', version: 1 }),
      await t.as('bob').patch(`/checklists/${checklist.uid}`, { title: 'Renamed', metaVersion: 1 }),
      await t.as('bob').post(`/checklists/${checklist.uid}/items`, { kind: 'task', text: 'New' }),
      await t.as('bob').post(`/checklists/${checklist.uid}/items/${item?.id}/move`, {
        afterItemId: null,
        version: 1,
      }),
      await t.as('bob').delete(`/checklists/${checklist.uid}/items/${item?.id}?version=1`),
    ]) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'This checklist is archived. Restore it to work on it.',
      );
    }
    const still = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data;
    expect(still).toMatchObject({ title: 'Archive me', metaVersion: 1, status: 'archived' });
    expect(still.items).toHaveLength(1);
    const restored = await t.as('clara').post(`/checklists/${checklist.uid}/unarchive`);
    expect(restored.status).toBe(200);
    // Any member restores it and works on it again; its structure stays its creator's.
    expect(restored.body.data.permissions).toMatchObject({ canWork: true, canEdit: false });
    expect(
      (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data.permissions,
    ).toMatchObject({ canWork: true, canEdit: true });
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${item?.id}`, { status: 'done', version: 1 })
      .expect(200);
  });
});

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

describe('another site', () => {
  it("cannot read, change or delete this site's checklists", async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Private', items: tasks(1) });
    const other = t.as('bob', 'globex');
    const item = checklist.items[0]?.id;
    for (const response of [
      await other.get(`/checklists/${checklist.uid}`),
      await other.patch(`/checklists/${checklist.uid}`, { title: 'x', metaVersion: 1 }),
      await other.patch(`/checklists/${checklist.uid}/items/${item}`, {
        status: 'done',
        version: 1,
      }),
      await other.post(`/checklists/${checklist.uid}/skip`, { reason: 'x' }),
      await other.delete(`/checklists/${checklist.uid}`),
      await other.get(`/checklists/${checklist.uid}/audit`),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await list('bob', 'search=private')).total).toBe(1);
    const same = (await t.as('bob').get(`/checklists/${checklist.uid}`)).body.data as ChecklistDto;
    expect(same).toMatchObject({ title: 'Private', version: 1, status: 'not_started' });
  });
});

/** A checklist and its audit log as a client reads them. */
const snapshot = async (uid: string) => ({
  checklist: (await t.as('bob').get(`/checklists/${uid}`)).body.data as ChecklistDto,
  audit: (
    (await t.as('bob').get(`/checklists/${uid}/audit?perPage=100`)).body.data.items as {
      action: string;
    }[]
  ).map((e) => e.action),
});

describe('refused checklist changes', () => {
  it('validate a change (400) and change nothing', async () => {
    const checklist = await makeChecklist(t, 'bob', {
      title: 'Validated',
      dueDate: '2027-03-01',
    });
    const before = await snapshot(checklist.uid);
    for (const body of [
      {},
      { title: 'No version' },
      { title: '', metaVersion: 1 },
      { title: 'x'.repeat(201), metaVersion: 1 },
      { dueDate: '01.03.2027', metaVersion: 1 },
      { title: 'Zero', metaVersion: 0 },
      { title: 'Text version', metaVersion: '1' },
      { title: 'Extra', metaVersion: 1, status: 'completed' },
    ]) {
      const response = await t.as('bob').patch(`/checklists/${checklist.uid}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code, JSON.stringify(body)).toBe('validation_failed');
    }
    expect(await snapshot(checklist.uid)).toEqual(before);
  });
});

describe("another site's requests", () => {
  it("cannot reopen, archive or restore this site's checklists: 404, and nothing changes", async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Kept here', items: tasks(1) });
    await t
      .as('bob')
      .patch(`/checklists/${checklist.uid}/items/${checklist.items[0]?.id}`, {
        status: 'done',
        version: 1,
      })
      .expect(200);
    const other = t.as('bob', 'globex');
    const completed = await snapshot(checklist.uid);
    expect(completed.checklist.status).toBe('completed');
    for (const action of ['reopen', 'archive']) {
      const response = await other.post(`/checklists/${checklist.uid}/${action}`);
      expect(response.status, action).toBe(404);
      expect(response.body.error.code, action).toBe('not_found');
    }
    expect(await snapshot(checklist.uid)).toEqual(completed);

    await t.as('bob').post(`/checklists/${checklist.uid}/archive`).expect(200);
    const archived = await snapshot(checklist.uid);
    expect(archived.checklist.status).toBe('archived');
    const restore = await other.post(`/checklists/${checklist.uid}/unarchive`);
    expect(restore.status).toBe(404);
    expect(restore.body.error.code).toBe('not_found');
    expect(await snapshot(checklist.uid)).toEqual(archived);
  });

  it('lists only its own checklists', async () => {
    const here = await makeChecklist(t, 'bob', { title: 'Listed per site' });
    const there = await makeChecklist(t, 'bob', { title: 'Listed per site' }, 'globex');
    const listed = async (site: string, query: string) =>
      ((await t.as('bob', site).get(`/checklists?${query}`)).body.data as Page<ChecklistSummaryDto>)
        .items;
    expect((await listed('acme', 'search=listed per site')).map((c) => c.uid)).toEqual([here.uid]);
    expect((await listed('globex', 'search=listed per site')).map((c) => c.uid)).toEqual([
      there.uid,
    ]);
    const acme = new Set((await listed('acme', 'perPage=100')).map((c) => c.uid));
    expect(acme.has(here.uid)).toBe(true);
    const globex = (await listed('globex', 'perPage=100')).map((c) => c.uid);
    expect(globex).toContain(there.uid);
    expect(globex.filter((uid) => acme.has(uid))).toEqual([]);
  });
});
