/**
 * Item requests that are refused change nothing: invalid or stale moves, stale signing or
 * clearing, clearing without a version, and another site's requests for these items (404).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import { PNG_DATA_URL, SVG_DATA_URL } from '../../test/images';
import type { ChecklistDto } from '../../../shared/checklists';
import { bob, item, itemRequests, path } from './test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const { reload, auditActions } = itemRequests(() => t);

/** A checklist with two tasks and a signature item bob has signed (item version 2). */
const signedChecklist = async (title: string) => {
  const checklist = await makeChecklist(t, 'bob', {
    title,
    items: [...tasks(2), { kind: 'signature', text: 'Manager signs' }],
  });
  await t
    .as('bob')
    .put(`${path(checklist, item(checklist, 2).id)}/signature`, { image: PNG_DATA_URL, version: 1 })
    .expect(200);
  return reload(checklist);
};

/** The checklist, its audit log and its signature image as a client reads them. */
const snapshot = async (c: ChecklistDto) => ({
  checklist: await reload(c),
  audit: await auditActions(c),
  signature: (await t.as('bob').get(`${path(c, item(c, 2).id)}/signature`)).body as Buffer,
});

describe('refused item requests', () => {
  it('validate a move (400) and move nothing', async () => {
    const checklist = await signedChecklist('Move validation');
    const before = await snapshot(checklist);
    const move = `${path(checklist, item(checklist, 1).id)}/move`;
    for (const body of [
      {},
      { afterItemId: null },
      { version: 1 },
      { afterItemId: null, version: 0 },
      { afterItemId: null, version: '1' },
      { afterItemId: 'not an id!', version: 1 },
      { afterItemId: null, version: 1, position: 0 },
    ]) {
      const response = await t.as('bob').post(move, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code, JSON.stringify(body)).toBe('validation_failed');
    }
    const unknownAnchor = await t.as('bob').post(move, { afterItemId: 'missingItem1', version: 1 });
    expect(unknownAnchor.status).toBe(400);
    expect(unknownAnchor.body.error.code).toBe('validation_failed');
    const unknownItem = await t
      .as('bob')
      .post(`${path(checklist, 'missingItem1')}/move`, { afterItemId: null, version: 1 });
    expect(unknownItem.status).toBe(404);
    expect(unknownItem.body.error.code).toBe('not_found');
    expect(await snapshot(checklist)).toEqual(before);
  });

  it('answer a stale move with 409 and the item as it is, keeping the order', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Stale move', items: tasks(3) });
    const moving = item(checklist, 2).id;
    await t
      .as('bob')
      .post(`${path(checklist, moving)}/move`, { afterItemId: null, version: 1 })
      .expect(200);
    const before = await reload(checklist);
    expect(before.items.map((i) => i.text)).toEqual(['Task 3', 'Task 1', 'Task 2']);
    const stale = await t
      .as('alice')
      .post(`${path(checklist, moving)}/move`, { afterItemId: item(checklist, 1).id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'conflict',
      current: { id: moving, text: 'Task 3', version: 2 },
    });
    expect(await reload(checklist)).toEqual(before);
    expect(await auditActions(checklist)).toEqual(['item_moved', 'created']);
  });

  it('answer a stale signature or clearing with 409, keeping the signature', async () => {
    const checklist = await signedChecklist('Stale signature');
    const before = await snapshot(checklist);
    const signature = `${path(checklist, item(checklist, 2).id)}/signature`;
    const resign = await t.as('dieter').put(signature, { image: SVG_DATA_URL, version: 1 });
    expect(resign.status).toBe(409);
    expect(resign.body.error).toMatchObject({ code: 'conflict', current: { version: 2 } });
    const clear = await t.as('dieter').delete(`${signature}?version=1`);
    expect(clear.status).toBe(409);
    expect(clear.body.error).toMatchObject({ code: 'conflict', current: { version: 2 } });
    const now = await snapshot(checklist);
    expect(now).toEqual(before);
    expect(now.checklist.items[2]).toMatchObject({ signature: { signedBy: bob }, version: 2 });
  });

  it('need the version to clear a signature (400), keeping it', async () => {
    const checklist = await signedChecklist('Clear validation');
    const before = await snapshot(checklist);
    const signature = `${path(checklist, item(checklist, 2).id)}/signature`;
    for (const query of ['', '?version=', '?version=0', '?version=two', '?version=2&force=1']) {
      const response = await t.as('bob').delete(`${signature}${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code, query).toBe('validation_failed');
    }
    expect(await snapshot(checklist)).toEqual(before);
  });
});

describe('another site', () => {
  it("cannot add, move, sign, clear or read this site's items: 404, and nothing changes", async () => {
    const checklist = await signedChecklist('Private items');
    const before = await snapshot(checklist);
    const other = t.as('bob', 'globex');
    const signature = `${path(checklist, item(checklist, 2).id)}/signature`;
    for (const [name, response] of [
      ['add', await other.post(`/checklists/${checklist.uid}/items`, { kind: 'task', text: 'x' })],
      [
        'move',
        await other.post(`${path(checklist, item(checklist, 1).id)}/move`, {
          afterItemId: null,
          version: 1,
        }),
      ],
      ['read signature', await other.get(signature)],
      ['sign', await other.put(signature, { image: SVG_DATA_URL, version: 2 })],
      ['clear signature', await other.delete(`${signature}?version=2`)],
    ] as const) {
      expect(response.status, name).toBe(404);
      expect(response.body.error?.code, name).toBe('not_found');
    }
    expect(await snapshot(checklist)).toEqual(before);
  });
});
