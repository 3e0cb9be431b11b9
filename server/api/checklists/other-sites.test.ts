/**
 * Another site can neither read, change, delete, reopen, archive nor restore this site's
 * checklists (404, and nothing changes), and each site lists only its own.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeChecklist, tasks } from '../../test/fixtures';
import type { ChecklistDto, ChecklistSummaryDto } from '../../../shared/checklists';
import type { Page } from '../../../shared/pagination';
import { checklistRequests } from './test-setup';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);

const { list, snapshot } = checklistRequests(() => t);

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
