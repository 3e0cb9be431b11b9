/**
 * An item's status (PATCH /checklists/:uid/items/:itemId with `status`): who set it and when,
 * the checklist's progress, completion and reopening, custom statuses, the kinds that take
 * none, and people ticking at once without losing an update.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import type { ItemResult } from '../../../shared/checklists';
import { findUser } from '../../../e2e/simulator/lib/directory';
import { bob, item, itemRequests, path } from './test-setup';

const t = useTestApp(['acme', 'confluence']);

const { setStatus, reload, auditActions } = itemRequests(() => t);

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
    // An API's words, not a screen's ("is shown now"): what happened and what to do.
    expect(stale.body.error.message).toBe(
      'Someone changed this item since the version you sent. Its current state is in this answer (current); send your change again at its version.',
    );
    const now = await reload(checklist);
    expect(now.items[0]).toMatchObject({ note: 'First note', version: 2 });
    expect(now.version).toBe(2);
  });
});
