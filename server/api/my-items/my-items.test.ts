/**
 * "My items" (docs/PRODUCT.md): the open tasks assigned to the caller across checklists,
 * overdue first then by due date, only on checklists the caller may see (the host's
 * visibility, the portal's reach), per site and per person; ticked in place through the item
 * write (a refused tick changes nothing); bad queries are 400 in the caller's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { makeTemplate, tasks } from '../../test/fixtures';
import { makeApiKey, v1 } from '../../test/api-key-client';
import { invitedPerson, asPortal } from '../portal/test-setup';
import { bob, clara } from '../checklists/test-setup';
import type { ApiClient } from '../../test/test-app';
import type { ChecklistDto } from '../../../shared/checklists';
import type { MyItemsCountDto, MyItemsPage } from '../../../shared/my-items';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence'], ['globex', 'confluence']);
const jira = (user: string) => t.as(user, 'acme', 'jira');
const confluence = (user: string, site = 'acme') => t.as(user, site, 'confluence');
const TODAY = '2026-11-28';

const make = async (client: ApiClient, title: string, items: object[], place?: object) => {
  const response = await client.post('/checklists', { title, ...(place ? { place } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const checklist = response.body.data as ChecklistDto;
  for (const item of items) {
    const added = await client.post(`/checklists/${checklist.uid}/items`, item);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return checklist;
};
const task = (text: string, assigneeId: string | null, dueDate: string | null = null) => ({
  kind: 'task',
  text,
  assigneeId,
  dueDate,
});
const mine = async (client: ApiClient, query = '&perPage=100') => {
  const response = await client.get(`/my-items?today=${TODAY}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as MyItemsPage;
};
const texts = (page: MyItemsPage) => page.items.map((entry) => entry.item.text);

let onPage: ChecklistDto;

beforeAll(async () => {
  t.host.confluence.addPage('acme', {
    id: '30001',
    title: 'Salaries',
    spaceKey: 'SIM',
    macros: [{ id: 'm-secret', name: 'checklist', parameters: {} }],
    restrictedTo: ['alice', 'clara'],
  });
  t.host.confluence.addPage('acme', {
    id: '30002',
    title: 'Handbook',
    spaceKey: 'SIM',
    macros: [{ id: 'm-open', name: 'checklist', parameters: {} }],
  });
  await make(
    jira('alice'),
    'Release',
    [
      task('Undated', bob),
      task('Due later', bob, '2026-12-20'),
      task('Clara’s', clara, '2026-11-01'),
      task('Long overdue', bob, '2026-10-01'),
    ],
    { kind: 'jira_issue', id: '10001', key: 'SIM-1' },
  );
  await make(jira('alice'), 'On its own', [
    task('Due today', bob, TODAY),
    task('Just overdue', bob, '2026-11-27'),
  ]);
  await make(jira('alice'), 'Backup restore', [task('On a hidden issue', bob, '2026-01-01')], {
    kind: 'jira_issue',
    id: '11001',
    key: 'OPS-1',
  });
  // OPS (project 10001) is browsed by Clara only from now on.
  t.host.jira.browsers.set('10001', ['clara']);
  onPage = await make(
    confluence('alice'),
    'Onboarding',
    [task('Due tomorrow', bob, '2026-11-29')],
    {
      kind: 'confluence_page',
      id: '30002',
    },
  );
  await make(confluence('clara'), 'Salary review', [task('Secret', bob, '2026-01-01')], {
    kind: 'confluence_page',
    id: '30001',
  });
  await make(confluence('bob', 'globex'), 'Elsewhere', [task('Other site', bob, '2026-01-02')]);
});

describe('GET /api/my-items', () => {
  it('lists my open tasks across checklists, overdue first then by due date', async () => {
    const page = await mine(jira('bob'));
    expect(texts(page)).toEqual([
      'Long overdue',
      'Just overdue',
      'Due today',
      'Due later',
      'Undated',
    ]);
    expect(page.total).toBe(5);
    expect(page.items.map((entry) => entry.overdue)).toEqual([true, true, false, false, false]);
    expect(page.items[0]).toMatchObject({
      checklist: {
        title: 'Release',
        place: { kind: 'jira_issue', id: '10001', key: 'SIM-1' },
        canWork: true,
      },
      item: { dueDate: '2026-10-01', status: 'open', statusCategory: 'open', version: 1 },
    });
    expect(page.items[1]?.checklist.place).toEqual({ kind: 'standalone' });
    const second = await mine(jira('bob'), '&perPage=2&page=2');
    expect(texts(second)).toEqual(['Due today', 'Due later']);
    // Pages across and past the dated ones go on with the undated ones.
    const across = await mine(jira('bob'), '&perPage=3&page=2');
    expect(texts(across)).toEqual(['Due later', 'Undated']);
    const undated = await mine(jira('bob'), '&perPage=1&page=5');
    expect(texts(undated)).toEqual(['Undated']);
    expect((await mine(jira('bob'), '&perPage=2&page=4')).items).toEqual([]);
    const count = await jira('bob').get(`/my-items/count?today=${TODAY}`).expect(200);
    expect(count.body.data).toEqual({ open: 5, overdue: 2 } satisfies MyItemsCountDto);
  });

  it('shows each person only their own items, and each site only its own', async () => {
    expect(texts(await mine(jira('clara')))).toEqual(['Clara’s']);
    expect(texts(await mine(jira('alice')))).toEqual([]);
    expect(texts(await mine(confluence('bob', 'globex')))).toEqual(['Other site']);
  });

  it('leaves out checklists whose place the host hides from me', async () => {
    expect(texts(await mine(jira('bob')))).not.toContain('On a hidden issue');
    expect(texts(await mine(confluence('bob')))).toEqual(['Due tomorrow']);
    const count = await confluence('bob').get(`/my-items/count?today=${TODAY}`).expect(200);
    expect(count.body.data).toEqual({ open: 1, overdue: 0 });
    // Clara may see the restricted page: her item there is hers.
    await make(confluence('alice'), 'Clara on a secret page', [task('Clara sees it', clara)], {
      kind: 'confluence_page',
      id: '30001',
    });
    expect(texts(await mine(confluence('clara')))).toEqual(['Clara sees it']);
  });

  it('ticks in place through the item write; a refused tick changes nothing', async () => {
    const before = await mine(confluence('bob'));
    const entry = before.items.find((e) => e.item.text === 'Due tomorrow');
    expect(entry?.checklist.uid).toBe(onPage.uid);
    if (!entry) throw new Error('missing');
    const path = `/checklists/${entry.checklist.uid}/items/${entry.item.id}`;
    const stale = await confluence('bob').patch(path, {
      status: 'done',
      version: entry.item.version + 5,
    });
    expect(stale.status).toBe(409);
    expect(texts(await mine(confluence('bob')))).toEqual(texts(before));

    const ticked = await confluence('bob').patch(path, {
      status: 'done',
      version: entry.item.version,
    });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect(ticked.body.data.item).toMatchObject({ status: 'done', statusCategory: 'done' });
    expect(texts(await mine(confluence('bob')))).not.toContain('Due tomorrow');
    const checklist = (await confluence('bob').get(`/checklists/${onPage.uid}`).expect(200)).body
      .data as ChecklistDto;
    expect(checklist.progress.done).toBe(1);
    // Untick: it is mine again.
    await confluence('bob')
      .patch(path, { status: 'open', version: entry.item.version + 1 })
      .expect(200);
    expect(texts(await mine(confluence('bob')))).toEqual(texts(before));
  });

  it('answers bad queries with 400 in the caller’s language and lists nothing', async () => {
    for (const query of [
      'perPage=0',
      'perPage=101',
      'page=abc',
      'today=2026-13-01',
      'sort=title',
    ]) {
      const response = await confluence('bob').get(`/my-items?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
    const german = await confluence('bob')
      .get('/my-items?today=gestern')
      .set('Accept-Language', 'de');
    expect(german.status).toBe(400);
    expect(german.body.error.message).not.toMatch(/invalid/i);
    expect((await confluence('bob').get('/my-items/count?x=1')).status).toBe(400);
  });

  it('shows a portal user the items on checklists within their reach only', async () => {
    const template = await makeTemplate(t, 'alice', tasks(1), 'Shared with the portal');
    const person = await invitedPerson(t, 'alice', template.uid, 'Pat');
    const portal = asPortal(t, person);
    const reached = await portal.post('/checklists', { templateUid: template.uid, title: 'Ours' });
    expect(reached.status, JSON.stringify(reached.body)).toBe(201);
    const reachedChecklist = reached.body.data as ChecklistDto;
    const added = await portal.post(`/checklists/${reachedChecklist.uid}/items`, {
      kind: 'task',
      text: 'Portal task',
      assigneeId: person.uid,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    // Assigned to them on a page: the portal sees no placed checklist.
    const placed = await confluence('alice').post('/checklists', {
      templateUid: template.uid,
      title: 'On a page',
      place: { kind: 'confluence_page', id: '30002' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const onAPage = placed.body.data as ChecklistDto;
    const assigned = await confluence('alice').patch(
      `/checklists/${onAPage.uid}/items/${onAPage.items[0]?.id}`,
      { assigneeId: person.uid, version: 1 },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const page = (await portal.get(`/my-items?today=${TODAY}`).expect(200)).body
      .data as MyItemsPage;
    expect(texts(page)).toEqual(['Portal task']);
  });

  it('answers the same through /api/v1 with a key', async () => {
    const key = await makeApiKey(t, 'bob', { scope: 'read', product: 'jira' });
    const response = await v1(t, key.secret).get(`/my-items?today=${TODAY}&perPage=1`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(texts(response.body.data as MyItemsPage)).toEqual(['Long overdue']);
  });
});
