/**
 * A checklist's structure: adding, editing, moving and removing items, each in the audit log;
 * moves between close neighbours; invalid edits; removing needs the version read.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import type { ItemResult } from '../../../shared/checklists';
import { item, itemRequests, path } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { reload, auditActions } = itemRequests(() => t);

describe('editing items', () => {
  it('adds, edits, moves and removes items, each in the audit log', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Edit', items: tasks(3) });
    const added = await t.as('bob').post(`/checklists/${checklist.uid}/items`, {
      kind: 'task',
      text: 'Inserted',
      mandatory: true,
      afterItemId: item(checklist, 0).id,
    });
    expect(added.status).toBe(201);
    const newId = (added.body.data as ItemResult).item?.id ?? '';
    expect((await reload(checklist)).items.map((i) => i.text)).toEqual([
      'Task 1',
      'Inserted',
      'Task 2',
      'Task 3',
    ]);

    await t
      .as('bob')
      .patch(path(checklist, newId), { text: 'Renamed', mandatory: false, version: 1 })
      .expect(200);
    await t
      .as('bob')
      .post(`${path(checklist, newId)}/move`, { afterItemId: null, version: 2 })
      .expect(200);
    expect((await reload(checklist)).items.map((i) => i.text)).toEqual([
      'Renamed',
      'Task 1',
      'Task 2',
      'Task 3',
    ]);
    await t
      .as('bob')
      .post(`${path(checklist, newId)}/move`, { afterItemId: item(checklist, 2).id, version: 3 })
      .expect(200);
    expect((await reload(checklist)).items.map((i) => i.text)).toEqual([
      'Task 1',
      'Task 2',
      'Task 3',
      'Renamed',
    ]);

    await t
      .as('bob')
      .delete(`${path(checklist, item(checklist, 1).id)}?version=1`)
      .expect(200);
    expect((await reload(checklist)).items.map((i) => i.text)).toEqual([
      'Task 1',
      'Task 3',
      'Renamed',
    ]);
    expect(await auditActions(checklist)).toEqual([
      'item_removed',
      'item_moved',
      'item_moved',
      'item_edited',
      'item_added',
      'created',
    ]);
  });

  it('keeps moving items between close neighbours by renumbering', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Squeeze', items: tasks(3) });
    const [a, b, c] = checklist.items;
    let version = 1;
    for (let i = 0; i < 60; i++) {
      // Bounce c between a and b: positions halve each time until they must be renumbered.
      const response = await t.as('bob').post(`${path(checklist, c?.id ?? '')}/move`, {
        afterItemId: i % 2 ? b?.id : a?.id,
        version,
      });
      expect(response.status).toBe(200);
      version = response.body.data.item.version;
    }
    expect((await reload(checklist)).items.map((x) => x.id)).toEqual([a?.id, b?.id, c?.id]);
  });

  it('validates item edits', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Validate', items: tasks(1) });
    const id = item(checklist, 0).id;
    for (const body of [
      {},
      { version: 1 },
      { note: 'x' },
      { text: '', version: 1 },
      { status: 'DONE', version: 1 },
    ]) {
      expect(
        (await t.as('bob').patch(path(checklist, id), body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      (await t.as('bob').patch(path(checklist, 'unknownItem01'), { note: 'x', version: 1 })).status,
    ).toBe(404);
    expect(
      (
        await t.as('bob').post(`/checklists/${checklist.uid}/items`, {
          kind: 'task',
          text: 'x',
          afterItemId: 'missingItem1',
        })
      ).status,
    ).toBe(400);
  });
});

describe('removing an item', () => {
  it('needs the version read: a stale one is a 409 with the item as it is, and keeps it', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Remove stale', items: tasks(2) });
    const id = item(checklist, 0).id;
    // Clara notes something on the item after bob read it at version 1.
    await t.as('clara').patch(path(checklist, id), { note: 'Keep me', version: 1 }).expect(200);
    const stale = await t.as('bob').delete(`${path(checklist, id)}?version=1`);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'conflict',
      current: { id, note: 'Keep me', version: 2 },
    });
    const after = await reload(checklist);
    expect(after.items.map((i) => i.id)).toEqual(checklist.items.map((i) => i.id));
    expect(await auditActions(checklist)).toEqual(['note_changed', 'created']);

    const removed = await t.as('bob').delete(`${path(checklist, id)}?version=2`);
    expect(removed.status).toBe(200);
    expect((removed.body.data as ItemResult).checklist.progress.total).toBe(1);
    expect((await reload(checklist)).items.map((i) => i.id)).toEqual([item(checklist, 1).id]);
    expect((await auditActions(checklist))[0]).toBe('item_removed');
  });

  it('refuses a missing or invalid version with 400 and removes nothing', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Remove invalid', items: tasks(1) });
    const id = item(checklist, 0).id;
    for (const query of ['', '?version=', '?version=0', '?version=abc', '?version=1&x=1']) {
      const response = await t.as('bob').delete(`${path(checklist, id)}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code, query).toBe('validation_failed');
    }
    const after = await reload(checklist);
    expect(after).toMatchObject({ version: 1, items: [{ id, version: 1 }] });
    expect(await auditActions(checklist)).toEqual(['created']);
  });
});
