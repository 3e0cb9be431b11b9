/**
 * Changing a checklist: renaming, assigning and due dates with the version read, skipping and
 * reopening, reopening after completion, archiving and restoring; an invalid change is a 400
 * that changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import type { ChecklistDto, ChecklistStateDto } from '../../../shared/checklists';
import { bob, checklistRequests, clara } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { list, snapshot } = checklistRequests(() => t);

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
