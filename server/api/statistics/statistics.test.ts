/**
 * Statistics (docs/STATISTICS.md) of a history seeded through the API at chosen times equal
 * the figures this test computes from what it did (statistics-world.ts), on both databases:
 * a checklist's and a template's, through /api and /api/v1. A checklist on a page the caller
 * may not see counts for nobody who may not see it; another site's ids, malformed ids and bad
 * queries are 404 or 400, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { makeApiKey, v1 } from '../../test/api-key-client';
import { findUser } from '../../../e2e/simulator/lib/directory';
import type { TemplateDto } from '../../../shared/templates';
import type { ChecklistStatisticsDto, TemplateStatisticsDto } from '../../../shared/statistics';
import {
  STATUSES,
  categoryOf,
  ms,
  nearestRank,
  world,
  type ModelChecklist,
} from './statistics-world';

const t = useTestApp(['acme', 'confluence'], ['globex', 'confluence']);
const TODAY = '2027-08-12';
const account = (user: string) => findUser(user)?.accountId ?? user;

let template: TemplateDto;
let model: ReturnType<typeof world>;
let c1: ModelChecklist;
let c3: ModelChecklist;

beforeAll(async () => {
  await t
    .as('alice')
    .put('/settings', { showCustomTaskStatus: true, customTaskStatuses: STATUSES })
    .expect(200);
  t.host.confluence.addPage('acme', {
    id: '30001',
    title: 'Salaries',
    spaceKey: 'SIM',
    macros: [{ id: 'm-secret', name: 'checklist', parameters: {} }],
    restrictedTo: ['alice', 'clara'],
  });
  template = await makeTemplate(t, 'alice', tasks(4), 'Release');
  vi.useFakeTimers({ toFake: ['Date'] });
  model = world(t);
  const { create, setStatus, note, addItem } = model;
  // In the order of time (a session token never goes back in time).
  c1 = await create('alice', '2027-08-02T10:00:00.000Z', template.uid);
  await setStatus('bob', '2027-08-02T11:00:00.000Z', c1, 0, 'done');
  await setStatus('clara', '2027-08-03T09:00:00.000Z', c1, 1, 'verified');
  await note('clara', '2027-08-03T09:05:00.000Z', c1, 1, 'Checked twice');
  await setStatus('bob', '2027-08-03T10:00:00.000Z', c1, 2, 'skipped', 'Not needed');
  await setStatus('alice', '2027-08-03T11:00:00.000Z', c1, 3, 'blocked');
  const c2 = await create('bob', '2027-08-03T12:00:00.000Z', template.uid);
  await setStatus('bob', '2027-08-03T13:00:00.000Z', c2, 0, 'done');
  await setStatus('alice', '2027-08-04T08:00:00.000Z', c1, 3, 'done');
  await setStatus('bob', '2027-08-05T09:00:00.000Z', c2, 1, 'waived', 'Covered elsewhere');
  await setStatus('clara', '2027-08-05T09:30:00.000Z', c2, 2, 'skipped', 'Out of scope');
  await setStatus('bob', '2027-08-09T15:00:00.000Z', c2, 3, 'done');

  c3 = await create('bob', '2027-08-10T08:00:00.000Z', template.uid);
  await addItem('bob', '2027-08-10T08:01:00.000Z', c3, 'Late', '2027-08-11');
  await setStatus('bob', '2027-08-10T09:00:00.000Z', c3, 0, 'done');
  await setStatus('bob', '2027-08-10T09:30:00.000Z', c3, 1, 'done');
  await setStatus('clara', '2027-08-11T10:00:00.000Z', c3, 1, 'open');
  await setStatus('clara', '2027-08-11T10:30:00.000Z', c3, 2, 'skipped', 'Not needed');

  const c4 = await create('clara', '2027-08-11T11:00:00.000Z', template.uid, {
    place: { kind: 'confluence_page', id: '30001' },
    hidden: true,
  });
  for (const [index, time] of ['12:00', '12:01', '12:02', '13:00'].entries())
    await setStatus('clara', `2027-08-11T${time}:00.000Z`, c4, index, 'done');
  vi.useRealTimers();
});
afterAll(() => vi.useRealTimers());

const checklistStats = async (user: string, uid: string) => {
  const response = await t.as(user).get(`/checklists/${uid}/statistics?today=${TODAY}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ChecklistStatisticsDto;
};

/** What a checklist's statistics must say, from the model alone. */
function expectedChecklist(c: ModelChecklist) {
  const byStatus = new Map<string, number>();
  for (const item of c.items) byStatus.set(item.status, (byStatus.get(item.status) ?? 0) + 1);
  const days = new Map<string, number>();
  for (const [when, settled] of c.settledAfter) days.set(when.slice(0, 10), settled);
  const people = new Map<string, { statusChanges: number; notes: number; total: number }>();
  for (const event of c.events) {
    const entry = people.get(event.actor) ?? { statusChanges: 0, notes: 0, total: 0 };
    if (event.action === 'status_changed') entry.statusChanges++;
    if (event.action === 'note_changed') entry.notes++;
    entry.total++;
    people.set(event.actor, entry);
  }
  const settled = c.items.filter((i) => categoryOf(i.status) !== 'open').length;
  return {
    progress: {
      settled,
      total: c.items.length,
      percent: Math.floor((settled / c.items.length) * 100),
    },
    timeToCompleteMs: c.completedAt ? ms(c.createdAt, c.completedAt) : null,
    itemsByStatus: [...byStatus].map(([status, count]) => {
      const custom = STATUSES.find((s) => s.id === status);
      return {
        status,
        count,
        category: categoryOf(status),
        name: custom?.name ?? null,
        colour: custom?.colour ?? null,
      };
    }),
    progressOverTime: [...days].map(([day, n]) => ({ day, settled: n })),
    contributions: [...people].map(([user, figures]) => ({ actorId: account(user), ...figures })),
    skippedItems: c.items
      .filter((i) => categoryOf(i.status) === 'skipped')
      .map((i) => ({
        id: i.id,
        status: i.status,
        reason: i.reason,
        at: i.setAt,
        by: account(i.setBy ?? ''),
      })),
    overdueItems: c.items
      .filter((i) => categoryOf(i.status) === 'open' && i.dueDate !== null && i.dueDate < TODAY)
      .map((i) => ({ id: i.id, text: i.text, dueDate: i.dueDate })),
  };
}

describe('checklist statistics', () => {
  it('equal the figures of the seeded history', async () => {
    for (const c of model.checklists.filter((c) => !c.hidden)) {
      const stats = await checklistStats('bob', c.uid);
      const expected = expectedChecklist(c);
      expect(stats.progress).toEqual(expected.progress);
      expect(stats.timeToCompleteMs).toBe(expected.timeToCompleteMs);
      expect(stats.progressOverTime).toEqual(expected.progressOverTime);
      const sortBy = <T extends object>(list: T[], key: keyof T) =>
        [...list].sort((a, b) => String(a[key]).localeCompare(String(b[key])));
      expect(sortBy(stats.itemsByStatus, 'status')).toEqual(
        sortBy(expected.itemsByStatus, 'status'),
      );
      expect(sortBy(stats.contributions, 'actorId')).toMatchObject(
        sortBy(expected.contributions, 'actorId'),
      );
      expect(stats.skippedItems).toMatchObject(expected.skippedItems);
      expect(stats.overdueItems).toMatchObject(expected.overdueItems);
    }
    expect(c1).toBeDefined();
    expect((await checklistStats('bob', c3.uid)).overdueItems.map((i) => i.text)).toEqual(['Late']);
  });

  it('the public API answers the same figures', async () => {
    const key = await makeApiKey(t, 'bob', { scope: 'read' });
    const response = await v1(t, key.secret).get(`/checklists/${c1.uid}/statistics?today=${TODAY}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual(await checklistStats('bob', c1.uid));
  });

  it('a hidden place, another site, a malformed id or a bad query is 404 or 400', async () => {
    const hidden = model.checklists.find((c) => c.hidden)!;
    expect((await t.as('bob').get(`/checklists/${hidden.uid}/statistics`)).status).toBe(404);
    expect((await checklistStats('alice', hidden.uid)).progress.settled).toBe(4);
    expect((await t.as('bob', 'globex').get(`/checklists/${c1.uid}/statistics`)).status).toBe(404);
    expect((await t.as('bob').get('/checklists/no%20such/statistics')).status).toBe(404);
    for (const query of ['today=2026-02-30', 'today=x', 'other=1'])
      expect((await t.as('bob').get(`/checklists/${c1.uid}/statistics?${query}`)).status).toBe(400);
  });
});

/** What the template's statistics must say to someone who sees `visible`. */
function expectedTemplate(visible: ModelChecklist[]) {
  const completed = visible.filter((c) => c.completedAt);
  const durations = completed.map((c) => ms(c.createdAt, c.completedAt!));
  const items = template.items.map((item) => {
    const done = visible.flatMap((c) => {
      const found = c.items.find((i) => i.id === item.id)!;
      return categoryOf(found.status) === 'done' ? [ms(c.createdAt, found.setAt!)] : [];
    });
    const skipped = visible.filter(
      (c) => categoryOf(c.items.find((i) => i.id === item.id)!.status) === 'skipped',
    ).length;
    return {
      id: item.id,
      text: item.text,
      skipped,
      done: { count: done.length, medianMs: nearestRank(done, 0.5), p90Ms: nearestRank(done, 0.9) },
    };
  });
  const week = (iso: string) => (iso < '2027-08-09' ? '2027-08-02' : '2027-08-09');
  const count = (list: string[], w: string) => list.filter((iso) => week(iso) === w).length;
  return {
    checklists: visible.length,
    completed: completed.length,
    completionRate: completed.length / visible.length,
    timeToComplete: {
      count: durations.length,
      medianMs: nearestRank(durations, 0.5),
      p90Ms: nearestRank(durations, 0.9),
    },
    items,
    mostSkipped: items
      .filter((i) => i.skipped > 0)
      .sort((a, b) => b.skipped - a.skipped || a.id.localeCompare(b.id))
      .map(({ id, text, skipped }) => ({ id, text, skipped })),
    weekly: ['2027-08-02', '2027-08-09'].map((weekStart) => ({
      weekStart,
      created: count(
        visible.map((c) => c.createdAt),
        weekStart,
      ),
      completed: count(
        completed.map((c) => c.completedAt!),
        weekStart,
      ),
    })),
  };
}

describe('template statistics', () => {
  const templateStats = async (user: string, query = `today=${TODAY}&weeks=2`) => {
    const response = await t.as(user).get(`/templates/${template.uid}/statistics?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as TemplateStatisticsDto;
  };

  it('equal the figures of the seeded history, without the checklists on hidden places', async () => {
    const forBob = await templateStats('bob');
    expect(forBob).toMatchObject(expectedTemplate(model.checklists.filter((c) => !c.hidden)));
    expect(forBob.byStatus.find((s) => s.status === 'completed')?.count).toBe(2);
    const forAlice = await templateStats('alice');
    expect(forAlice).toMatchObject(expectedTemplate(model.checklists));
  });

  it('the public API answers the same figures', async () => {
    const key = await makeApiKey(t, 'bob', { scope: 'read' });
    const response = await v1(t, key.secret).get(
      `/templates/${template.uid}/statistics?today=${TODAY}&weeks=2`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual(await templateStats('bob'));
  });

  it('another site, a malformed id or a bad query is 404 or 400', async () => {
    expect((await t.as('bob', 'globex').get(`/templates/${template.uid}/statistics`)).status).toBe(
      404,
    );
    expect((await t.as('bob').get('/templates/%ZZ/statistics')).status).toBe(404);
    for (const query of ['weeks=0', 'weeks=105', 'weeks=1.5', 'today=2026-13-01', 'x=1'])
      expect((await t.as('bob').get(`/templates/${template.uid}/statistics?${query}`)).status).toBe(
        400,
      );
  });
});
