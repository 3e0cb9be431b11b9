/**
 * Repeating a state change: a checklist's archive, unarchive, skip and reopen, a template's
 * archive and unarchive. Whatever the number of requests, and however parallel, the change
 * happens once and is logged once; a repeat either changes nothing (archive, unarchive) or
 * answers 409 (skip, reopen), on both databases.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { makeChecklist, makeTemplate, tasks } from '../test/fixtures';
import type { ChecklistDto } from '../../shared/checklists';

const t = useTestApp(['acme', 'confluence']);

const PARALLEL = 50;

const actions = async (c: ChecklistDto) =>
  (
    (await t.as('bob').get(`/checklists/${c.uid}/audit?perPage=100`)).body.data.items as {
      action: string;
    }[]
  ).map((e) => e.action);
const read = async (c: ChecklistDto) =>
  (await t.as('bob').get(`/checklists/${c.uid}`)).body.data as ChecklistDto;
const post = (c: ChecklistDto, action: string, body?: object) =>
  t.as('bob').post(`/checklists/${c.uid}/${action}`, body);
const statuses = (responses: { status: number }[]) =>
  responses.map((r) => r.status).sort((a, b) => a - b);
const times = <T>(n: number, make: () => Promise<T>) =>
  Promise.all(Array.from({ length: n }, make));

describe('skipping a skipped checklist', () => {
  it('answers 409 with a translated message and keeps the first reason', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Skip twice', items: tasks(1) });
    expect((await post(checklist, 'skip', { reason: 'First' })).status).toBe(200);
    const before = await read(checklist);
    const again = await post(checklist, 'skip', { reason: 'Second' }).set('Accept-Language', 'de');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect(again.body.error.message).toMatch(/bereits übersprungen/);
    expect(await read(checklist)).toEqual(before);
    expect(await actions(checklist)).toEqual(['skipped', 'created']);
  });

  it(`in ${PARALLEL} parallel requests: one skip, one event, the others 409`, async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Skip at once', items: tasks(1) });
    const responses = await times(PARALLEL, () => post(checklist, 'skip', { reason: 'Busy' }));
    expect(statuses(responses)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
    expect(await actions(checklist)).toEqual(['skipped', 'created']);
    expect((await read(checklist)).version).toBe(2);
  });
});

describe('reopening', () => {
  it(`in ${PARALLEL} parallel requests: one reopen, one event, the others 409`, async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Reopen at once', items: tasks(1) });
    await post(checklist, 'skip', { reason: 'Later' }).expect(200);
    const responses = await times(PARALLEL, () => post(checklist, 'reopen'));
    expect(statuses(responses)).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
    expect(await actions(checklist)).toEqual(['reopened', 'skipped', 'created']);
    expect((await read(checklist)).status).toBe('not_started');
  });
});

describe('archiving and restoring', () => {
  it('again changes nothing and logs nothing, one request or many in parallel', async () => {
    const checklist = await makeChecklist(t, 'bob', { title: 'Archive at once', items: tasks(1) });
    const archived = await times(PARALLEL, () => post(checklist, 'archive'));
    expect(new Set(archived.map((r) => r.status))).toEqual(new Set([200]));
    const once = await read(checklist);
    expect(once).toMatchObject({ status: 'archived', version: 2 });
    await post(checklist, 'archive').expect(200);
    expect(await read(checklist)).toEqual(once);
    expect(await actions(checklist)).toEqual(['archived', 'created']);

    const restored = await times(PARALLEL, () => post(checklist, 'unarchive'));
    expect(new Set(restored.map((r) => r.status))).toEqual(new Set([200]));
    const back = await read(checklist);
    expect(back).toMatchObject({ status: 'not_started', archivedAt: null, version: 3 });
    await post(checklist, 'unarchive').expect(200);
    expect(await read(checklist)).toEqual(back);
    expect(await actions(checklist)).toEqual(['unarchived', 'archived', 'created']);
  });
});

describe('archiving and restoring a template', () => {
  it('again changes nothing and logs nothing, one request or many in parallel', async () => {
    const template = await makeTemplate(t, 'bob', tasks(1), 'Archive a template at once');
    const path = `/templates/${template.uid}`;
    // Template events have no log of their own in the API yet: read them where they are kept.
    const templateActions = async () =>
      (
        await t.handle.database.db
          .selectFrom('audit_events')
          .select('action')
          .where('template_uid', '=', template.uid)
          .orderBy('id')
          .execute()
      ).map((e) => e.action);
    for (const [action, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      const responses = await times(PARALLEL, () => t.as('bob').post(`${path}/${action}`));
      expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]));
      const once = (await t.as('bob').get(path)).body.data;
      expect(once.archived).toBe(archived);
      await t.as('bob').post(`${path}/${action}`).expect(200);
      expect((await t.as('bob').get(path)).body.data).toEqual(once);
    }
    expect((await t.as('bob').get(path)).body.data.version).toBe(3);
    expect(await templateActions()).toEqual([
      'template_created',
      'template_archived',
      'template_unarchived',
    ]);
  });
});
