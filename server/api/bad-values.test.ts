/**
 * Values a schema must refuse before they reach the database: NUL and broken Unicode in any
 * text, integers past the 32-bit columns, dates that are not in the calendar, query integers
 * that are not plain decimal digits. Each is a 400 in the caller's language; nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '../test/test-app';
import { makeChecklist, makeTemplate, tasks } from '../test/fixtures';
import type { ChecklistDto } from '../../shared/checklists';
import type { TemplateDto } from '../../shared/templates';
import { INT32_MAX, VERSION_MAX } from '../../shared/constants';

let t: TestApp;
let checklist: ChecklistDto;
let template: TemplateDto;
beforeAll(async () => {
  t = await createTestApp();
  await t.install('acme', 'confluence');
  template = await makeTemplate(t, 'alice', tasks(2), 'Bad values');
  checklist = await makeChecklist(t, 'alice', { title: 'Bad values', items: tasks(2) });
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

function expectRefused(response: Response, label: string, path?: string): void {
  expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBe(400);
  expect(response.body.error.code, label).toBe('validation_failed');
  if (path !== undefined) {
    const details = response.body.error.details as { path: string; message: string }[];
    expect(
      details.map((d) => d.path),
      label,
    ).toContain(path);
  }
}

const item = () => checklist.items[0]?.id ?? '';
const base = () => ({
  createChecklist: { title: 'A title', items: tasks(1) },
  updateChecklist: { title: 'A title', metaVersion: 1 },
  addItem: { kind: 'task', text: 'A task' },
  updateItem: { note: 'A note', version: 1 },
  template: { title: 'A title', items: tasks(1), tags: ['tag'], description: 'Text' },
});

/** [method, path, body, field path as the error names it, place in the body]. */
function textCases(bad: string): [string, string, object, string][] {
  const b = base();
  const c = `/checklists/${checklist.uid}`;
  return [
    ['post', '/checklists', { ...b.createChecklist, title: bad }, 'title'],
    [
      'post',
      '/checklists',
      { ...b.createChecklist, items: [{ kind: 'task', text: bad }] },
      'items.0.text',
    ],
    ['post', '/checklists', { ...b.createChecklist, assigneeId: bad }, 'assigneeId'],
    [
      'post',
      '/checklists',
      { ...b.createChecklist, place: { kind: 'confluence_page', id: '1', macroId: bad } },
      'place.macroId',
    ],
    ['patch', c, { ...b.updateChecklist, title: bad }, 'title'],
    ['patch', c, { ...b.updateChecklist, assigneeId: bad }, 'assigneeId'],
    ['post', `${c}/skip`, { reason: bad }, 'reason'],
    ['post', `${c}/items`, { ...b.addItem, text: bad }, 'text'],
    ['post', `${c}/items`, { ...b.addItem, assigneeId: bad }, 'assigneeId'],
    ['patch', `${c}/items/${item()}`, { ...b.updateItem, note: bad }, 'note'],
    ['patch', `${c}/items/${item()}`, { version: 1, text: bad }, 'text'],
    [
      'patch',
      `${c}/items/${item()}`,
      { version: 1, status: 'skipped', skipReason: bad },
      'skipReason',
    ],
    ['patch', `${c}/items/${item()}`, { version: 1, assigneeId: bad }, 'assigneeId'],
    ['post', '/templates', { ...b.template, title: bad }, 'title'],
    ['post', '/templates', { ...b.template, description: bad }, 'description'],
    ['post', '/templates', { ...b.template, editorIds: [bad] }, 'editorIds.0'],
    ['put', `/templates/${template.uid}`, { ...b.template, version: 1, title: bad }, 'title'],
    [
      'put',
      '/settings',
      { customTaskStatuses: [{ id: 'review', name: bad, colour: '#36B37E', category: 'open' }] },
      'customTaskStatuses.0.name',
    ],
  ];
}

describe('text with NUL or a lone surrogate', () => {
  for (const [name, bad] of [
    ['NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ] as const) {
    it(`is refused with 400 in every field (${name})`, async () => {
      for (const [method, path, body, field] of textCases(bad)) {
        const label = `${method} ${path} ${field}`;
        const api = t.as('alice');
        const response = await api[method as 'post'](path, body).set('Accept-Language', 'de');
        expectRefused(response, label, field);
        const detail = (response.body.error.details as { path: string; message: string }[]).find(
          (d) => d.path === field,
        );
        expect(detail?.message, label).toMatch(/Zeichen/);
      }
    });
  }

  it('is refused in search and filters', async () => {
    const api = t.as('alice');
    const enc = encodeURIComponent;
    for (const path of [
      `/checklists?search=${enc(NUL)}`,
      `/checklists?placeId=${enc(NUL)}`,
      `/checklists?assigneeId=${enc(NUL)}`,
      `/templates?search=${enc(NUL)}`,
      `/templates?tag=${enc(NUL)}`,
      `/checklists/${checklist.uid}/audit?actorId=${enc(NUL)}`,
      `/audit?placeKind=confluence_page&placeId=1&actorId=${enc(NUL)}`,
      `/users?ids=${enc(NUL)}`,
      `/users/search?query=${enc(NUL)}`,
    ]) {
      expectRefused(await api.get(path), path);
    }
  });

  it('leaves everything as it was', async () => {
    const after = (await t.as('alice').get(`/checklists/${checklist.uid}`)).body
      .data as ChecklistDto;
    expect(after).toMatchObject({
      title: checklist.title,
      version: checklist.version,
      status: 'not_started',
    });
    expect(after.items.map((i) => [i.text, i.note, i.version])).toEqual(
      checklist.items.map((i) => [i.text, i.note, i.version]),
    );
    const log = (await t.as('alice').get(`/checklists/${checklist.uid}/audit`)).body.data;
    expect(log.total).toBe(1);
  });
});

describe('integers beyond the 32-bit columns', () => {
  it('are refused as versions, in bodies and queries', async () => {
    const c = `/checklists/${checklist.uid}`;
    const api = t.as('alice');
    for (const version of [INT32_MAX, INT32_MAX + 1, 2 ** 53, 1e308, -1, 0, 1.5]) {
      const label = `version ${version}`;
      expectRefused(await api.patch(c, { title: 'x', metaVersion: version }), label, 'metaVersion');
      expectRefused(
        await api.patch(`${c}/items/${item()}`, { note: 'x', version }),
        label,
        'version',
      );
      expectRefused(
        await api.post(`${c}/items/${item()}/move`, { afterItemId: null, version }),
        label,
        'version',
      );
      expectRefused(
        await api.put(`/templates/${template.uid}`, { ...base().template, version }),
        label,
        'version',
      );
      // 0 names the settings of a site that never saved them.
      if (version !== 0) expectRefused(await api.put('/settings', { version }), label, 'version');
      expectRefused(await api.delete(`${c}/items/${item()}?version=${version}`), label, 'version');
    }
  });

  it('are accepted up to the largest whose successor the columns hold (a stale one: 409)', async () => {
    const c = `/checklists/${checklist.uid}`;
    const api = t.as('alice');
    const stale = [
      await api.patch(`${c}/items/${item()}`, { note: 'x', version: VERSION_MAX }),
      await api.delete(`${c}/items/${item()}?version=${VERSION_MAX}`),
      await api.patch(c, { title: 'x', metaVersion: VERSION_MAX }),
      await api.put(`/templates/${template.uid}`, { ...base().template, version: VERSION_MAX }),
      await api.put('/settings', { version: VERSION_MAX }),
    ];
    expect(stale.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
  });
});

describe('query integers', () => {
  it('are plain decimal digits', async () => {
    const c = `/checklists/${checklist.uid}`;
    const api = t.as('alice');
    for (const value of ['0x10', '1e3', '%2016', '16.0', '%2B16', '', '16%20', '1_0', '١٦']) {
      expectRefused(await api.delete(`${c}/items/${item()}?version=${value}`), value, 'version');
      expectRefused(await api.get(`/checklists?page=${value}`), value, 'page');
      expectRefused(await api.get(`/templates?perPage=${value}`), value, 'perPage');
    }
    const page = await api.get('/checklists?page=2&perPage=016');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 2, perPage: 16 });
  });
});

describe('dates', () => {
  it('must be in the calendar', async () => {
    const api = t.as('alice');
    const c = `/checklists/${checklist.uid}`;
    for (const date of ['2031-02-30', '2031-13-01', '2031-00-10', '2031-04-31', '2030-02-29']) {
      expectRefused(await api.post('/checklists', { title: 'x', dueDate: date }), date, 'dueDate');
      expectRefused(await api.patch(c, { metaVersion: 1, dueDate: date }), date, 'dueDate');
      expectRefused(
        await api.post(`${c}/items`, { kind: 'task', text: 'x', dueDate: date }),
        date,
        'dueDate',
      );
    }
    const leap = await api.patch(c, { metaVersion: 1, dueDate: '2032-02-29' });
    expect(leap.status, JSON.stringify(leap.body)).toBe(200);
    expect(leap.body.data.dueDate).toBe('2032-02-29');
  });
});

describe('custom statuses', () => {
  it('may not take the id of a built-in status, which would always win over them', async () => {
    for (const id of ['open', 'done', 'skipped']) {
      const response = await t
        .as('alice')
        .put('/settings', {
          customTaskStatuses: [{ id, name: 'Mine', colour: '#36B37E', category: 'done' }],
        })
        .set('Accept-Language', 'de');
      expectRefused(response, id, 'customTaskStatuses');
      expect(response.body.error.message).toMatch(/eingebauten Status/);
    }
    expect((await t.as('alice').get('/settings')).body.data.customTaskStatuses).toEqual([]);
  });
});
