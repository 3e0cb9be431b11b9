import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import { JPEG_DATA_URL, PNG_DATA_URL, SVG_DATA_URL, svgDataUrl } from '../../test/images';
import type { ChecklistDto } from '../../../shared/checklists';
import type { ItemResult } from '../../../shared/checklists';
import { findUser } from '../../../e2e/simulator/lib/directory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'confluence');
  await t.install('globex', 'confluence');
});
afterAll(() => t?.close());

const bob = findUser('bob')?.accountId ?? '';
const path = (c: ChecklistDto, itemId: string) => `/checklists/${c.uid}/items/${itemId}`;
const item = (c: ChecklistDto, index: number) => {
  const found = c.items[index];
  if (!found) throw new Error(`no item ${index}`);
  return found;
};
const setStatus = async (
  c: ChecklistDto,
  index: number,
  status: string,
  version = 1,
  user = 'bob',
) => {
  const response = await t.as(user).patch(path(c, item(c, index).id), { status, version });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ItemResult;
};
const reload = async (c: ChecklistDto) =>
  (await t.as('bob').get(`/checklists/${c.uid}`)).body.data as ChecklistDto;
const auditActions = async (c: ChecklistDto) =>
  (
    (await t.as('bob').get(`/checklists/${c.uid}/audit?perPage=100`)).body.data.items as {
      action: string;
    }[]
  ).map((e) => e.action);

describe('item status', () => {
  it('sets status with who and when, and moves progress', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Progress', items: tasks(4) });
    const result = await setStatus(checklist, 0, 'done');
    expect(result.item).toMatchObject({
      status: 'done',
      statusCategory: 'done',
      statusSetBy: bob,
      version: 2,
    });
    expect(result.item?.statusSetAt).toBeTruthy();
    expect(result.checklist).toMatchObject({
      status: 'in_progress',
      progress: { done: 1, total: 4, percent: 25 },
    });
  });

  it('completes the checklist when every mandatory item is settled, and reopens it when one is undone', async () => {
    const checklist = await makeChecklist(t, 'bob', {
      title: 'Completion',
      items: [...tasks(2, true), { kind: 'task', text: 'Optional' }],
    });
    await setStatus(checklist, 0, 'done');
    const skip = await t.as('clara').patch(path(checklist, item(checklist, 1).id), {
      status: 'skipped',
      skipReason: 'Not needed',
      version: 1,
    });
    expect(skip.status, JSON.stringify(skip.body)).toBe(200);
    const done = skip.body.data as ItemResult;
    expect(done.checklist).toMatchObject({
      status: 'completed',
      completedBy: findUser('clara')?.accountId,
    });
    expect(done.checklist.completedAt).toBeTruthy();
    const undone = await setStatus(checklist, 0, 'open', 2);
    expect(undone.checklist).toMatchObject({
      status: 'in_progress',
      completedAt: null,
      completedBy: null,
    });
    expect(await auditActions(checklist)).toEqual([
      'reopened',
      'status_changed',
      'completed',
      'status_changed',
      'status_changed',
      'created',
    ]);
  });

  it('records a skip reason', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Skip', items: tasks(2) });
    const response = await t.as('bob').patch(path(checklist, item(checklist, 0).id), {
      status: 'skipped',
      skipReason: 'Not applicable here',
      version: 1,
    });
    expect(response.body.data.item).toMatchObject({
      status: 'skipped',
      skipReason: 'Not applicable here',
    });
  });

  it("accepts the site's custom statuses and counts them by their category", async () => {
    await t
      .as('alice')
      .put('/settings', {
        showCustomTaskStatus: true,
        customTaskStatuses: [
          { id: 'blocked', name: 'Blocked', colour: '#DE350B', category: 'open' },
          { id: 'verified', name: 'Verified', colour: '#36B37E', category: 'done' },
        ],
      })
      .expect(200);
    const checklist = await makeChecklist(t, 'bob', { title: 'Custom', items: tasks(2) });
    expect((await setStatus(checklist, 0, 'blocked')).checklist.progress.done).toBe(0);
    const verified = await setStatus(checklist, 1, 'verified');
    expect(verified.item).toMatchObject({ status: 'verified', statusCategory: 'done' });
    expect(verified.checklist.progress.done).toBe(1);
    const unknown = await t
      .as('bob')
      .patch(path(checklist, item(checklist, 0).id), { status: 'maybe', version: 2 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('There is no status "maybe" on this site.');
  });

  it('refuses a status for headings, notes and signatures', async () => {
    const checklist = await makeChecklist(t, 'bob', {
      title: 'Kinds',
      items: [
        { kind: 'heading', text: 'H' },
        { kind: 'note', text: 'N' },
        { kind: 'signature', text: 'S' },
      ],
    });
    for (const index of [0, 1, 2]) {
      const response = await t
        .as('bob')
        .patch(path(checklist, item(checklist, index).id), { status: 'done', version: 1 });
      expect(response.status).toBe(400);
    }
    expect((await reload(checklist)).version).toBe(1);
  });
});

describe('concurrent edits', () => {
  it('never lose an update: ten people ticking ten items at once all land', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Race', items: tasks(10) });
    const users = ['alice', 'bob', 'clara', 'dieter'];
    const results = await Promise.all(
      checklist.items.map((it, i) =>
        t
          .as(users[i % users.length] ?? 'bob')
          .patch(path(checklist, it.id), { status: 'done', version: 1 }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const final = await reload(checklist);
    expect(final.progress).toEqual({ done: 10, total: 10, percent: 100 });
    expect(final.status).toBe('completed');
    expect(final.version).toBe(11);
  });

  it('answer a stale edit of one item with 409 and its current state, changing nothing', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Stale', items: tasks(1) });
    const id = item(checklist, 0).id;
    await t.as('bob').patch(path(checklist, id), { note: 'First note', version: 1 }).expect(200);
    const stale = await t.as('clara').patch(path(checklist, id), { note: 'Overwrite', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'conflict',
      current: { note: 'First note', version: 2 },
    });
    const now = await reload(checklist);
    expect(now.items[0]).toMatchObject({ note: 'First note', version: 2 });
    expect(now.version).toBe(2);
  });
});

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

describe('signatures', () => {
  const signable = () =>
    makeChecklist(t, 'bob', {
      title: 'Sign',
      items: [
        { kind: 'task', text: 'Check', mandatory: true },
        { kind: 'signature', text: 'Manager signs' },
      ],
    });

  it('signs with a png, jpeg or svg, serves the image safely, and completes the checklist', async () => {
    for (const image of [PNG_DATA_URL, JPEG_DATA_URL, SVG_DATA_URL]) {
      const checklist = await signable();
      await setStatus(checklist, 0, 'done');
      const signed = await t
        .as('dieter')
        .put(`${path(checklist, item(checklist, 1).id)}/signature`, { image, version: 1 });
      expect(signed.status).toBe(200);
      expect(signed.body.data.item).toMatchObject({
        status: 'done',
        signature: { signedBy: findUser('dieter')?.accountId },
      });
      expect(signed.body.data.checklist.status).toBe('completed');
      const served = await t.as('bob').get(`${path(checklist, item(checklist, 1).id)}/signature`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it("refuses other image types with the spec's message, and unsafe or oversized images", async () => {
    const checklist = await signable();
    const id = item(checklist, 1).id;
    const gif = await t.as('bob').put(`${path(checklist, id)}/signature`, {
      image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      version: 1,
    });
    expect(gif.status).toBe(400);
    expect(gif.body.error.message).toBe(
      'The Image type is incorrect! Supported types: image/png, image/jpeg, image/svg+xml.',
    );
    const german = await t
      .as('bob')
      .put(`${path(checklist, id)}/signature`, { image: 'data:text/html;base64,PGI+', version: 1 })
      .set('Accept-Language', 'de');
    expect(german.body.error.message).toMatch(/^Der Bildtyp ist falsch!/);
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
    ]) {
      expect(
        (
          await t
            .as('bob')
            .put(`${path(checklist, id)}/signature`, { image: svgDataUrl(svg), version: 1 })
        ).status,
      ).toBe(400);
    }
    const fakePng = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    expect(
      (await t.as('bob').put(`${path(checklist, id)}/signature`, { image: fakePng, version: 1 }))
        .status,
    ).toBe(400);
    // Far past the limit: the same answer, in the caller's language.
    const huge = `data:image/png;base64,${Buffer.alloc(600 * 1024, 1).toString('base64')}`;
    const tooLong = await t
      .as('bob')
      .put(`${path(checklist, id)}/signature`, { image: huge, version: 1 });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'The signature image is too large.',
    });
    // One byte over 512 KiB fits the schema and is refused as too large.
    const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const justOver = Buffer.concat([pngHeader, Buffer.alloc(512 * 1024 + 1 - pngHeader.length, 1)]);
    const tooLarge = await t.as('bob').put(`${path(checklist, id)}/signature`, {
      image: `data:image/png;base64,${justOver.toString('base64')}`,
      version: 1,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'The signature image is too large.',
    });
    expect(
      (
        await t.as('bob').put(`${path(checklist, item(checklist, 0).id)}/signature`, {
          image: PNG_DATA_URL,
          version: 1,
        })
      ).status,
    ).toBe(400);
    const now = await reload(checklist);
    expect(now.items[1]).toMatchObject({ signature: null, status: 'open', version: 1 });
    expect(now.version).toBe(1);
    expect(await auditActions(checklist)).toEqual(['created']);
  });

  it('clears a signature, which reopens a completed checklist', async () => {
    const checklist = await signable();
    await setStatus(checklist, 0, 'done');
    const id = item(checklist, 1).id;
    await t
      .as('bob')
      .put(`${path(checklist, id)}/signature`, { image: PNG_DATA_URL, version: 1 })
      .expect(200);
    const cleared = await t.as('bob').delete(`${path(checklist, id)}/signature?version=2`);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.item).toMatchObject({ signature: null, status: 'open' });
    expect(cleared.body.data.checklist.status).toBe('in_progress');
    expect((await t.as('bob').get(`${path(checklist, id)}/signature`)).status).toBe(404);
  });
});

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
