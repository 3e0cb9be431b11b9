/**
 * What the host hides stays hidden (docs/SECURITY.md, "Places the host hides"): a checklist
 * on a Jira issue someone may not browse, or on a Confluence page they may not read, looks to
 * them exactly like one that does not exist, in every read and every write (lists, the
 * checklist, its audit logs, its live stream and signatures, item and checklist writes, the
 * macros, the page panel, /api/v1 with their own key), and nothing changes. Those who may see
 * the place see it as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { tenantSnapshot } from '../test/tenant-snapshot';
import { makeApiKey, v1 } from '../test/api-key-client';
import { newUid } from '../lib/ids';
import { PNG_DATA_URL } from '../test/images';
import type { ChecklistDto, ChecklistSummaryDto } from '../../shared/checklists';
import type { Page } from '../../shared/pagination';
import type { ApiClient } from '../test/test-app';

const t = useTestApp(['acme', 'jira'], ['acme', 'confluence']);
const jira = (user: string) => t.as(user, 'acme', 'jira');
const confluence = (user: string) => t.as(user, 'acme', 'confluence');
const snapshot = () =>
  tenantSnapshot(t.handle.database.db, [
    t.tenant('acme', 'jira').clientKey,
    t.tenant('acme', 'confluence').clientKey,
  ]);

/** OPS (project 10001) is browsed by Clara and the site admins, not by Bob. */
const OPS_ISSUE = { kind: 'jira_issue', id: '11001', key: 'OPS-1' };
const SIM_ISSUE = { kind: 'jira_issue', id: '10001', key: 'SIM-1' };
/** Page 30001 is restricted to Alice and Clara; 30002 is open. */
const SECRET_PAGE = { kind: 'confluence_page', id: '30001' };
const OPEN_PAGE = { kind: 'confluence_page', id: '30002' };

const make = async (client: ApiClient, title: string, place: object) => {
  const response = await client.post('/checklists', {
    title,
    items: [{ kind: 'task', text: 'Step' }],
    place,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ChecklistDto;
};
const listed = async (client: ApiClient, query = '') =>
  (await client.get(`/checklists?perPage=100${query}`)).body.data as Page<ChecklistSummaryDto>;
const errorOf = (response: { status: number; body: { error?: unknown } }) => ({
  status: response.status,
  error: response.body.error,
});

let opsList: ChecklistDto;
let simList: ChecklistDto;
let secret: ChecklistDto;
let open: ChecklistDto;

beforeAll(async () => {
  opsList = await make(jira('alice'), 'Backup restore', OPS_ISSUE);
  simList = await make(jira('alice'), 'Release', SIM_ISSUE);
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
    macros: [{ id: 'm-open', name: 'checklist-list', parameters: {} }],
  });
  secret = await make(confluence('alice'), 'Salary review', SECRET_PAGE);
  open = await make(confluence('alice'), 'Onboarding', OPEN_PAGE);
  t.host.jira.browsers.set('10001', ['clara']);
});

/** Every request someone who cannot see `checklist` might try, answered like a missing one. */
async function expectLikeMissing(client: ApiClient, checklist: ChecklistDto) {
  const missing = newUid();
  const itemId = checklist.items[0]?.id ?? '';
  const pairs: [string, (uid: string) => Promise<{ status: number; body: { error?: unknown } }>][] =
    [
      ['read', (uid) => client.get(`/checklists/${uid}`)],
      ['audit', (uid) => client.get(`/checklists/${uid}/audit`)],
      ['events', (uid) => client.get(`/checklists/${uid}/events`)],
      [
        'tick',
        (uid) => client.patch(`/checklists/${uid}/items/${itemId}`, { status: 'done', version: 1 }),
      ],
      [
        'rename',
        (uid) => client.patch(`/checklists/${uid}`, { title: 'Mine now', metaVersion: 1 }),
      ],
      ['add item', (uid) => client.post(`/checklists/${uid}/items`, { kind: 'task', text: 'x' })],
      [
        'sign',
        (uid) =>
          client.put(`/checklists/${uid}/items/${itemId}/signature`, {
            image: PNG_DATA_URL,
            version: 1,
          }),
      ],
      ['signature', (uid) => client.get(`/checklists/${uid}/items/${itemId}/signature`)],
      ['remove item', (uid) => client.delete(`/checklists/${uid}/items/${itemId}?version=1`)],
      ['skip', (uid) => client.post(`/checklists/${uid}/skip`, { reason: 'no' })],
      ['archive', (uid) => client.post(`/checklists/${uid}/archive`)],
      ['delete', (uid) => client.delete(`/checklists/${uid}`)],
    ];
  for (const [name, request] of pairs) {
    const hidden = await request(checklist.uid);
    const absent = await request(missing);
    expect(hidden.status, name).toBe(404);
    expect(errorOf(hidden), name).toEqual(errorOf(absent));
  }
}

describe('a checklist on a Jira issue someone may not browse', () => {
  it('is in none of their lists, and the totals count only what they see', async () => {
    const bob = await listed(jira('bob'));
    expect(bob.items.map((c) => c.uid)).toContain(simList.uid);
    expect(bob.items.map((c) => c.uid)).not.toContain(opsList.uid);
    expect(bob.total).toBe(bob.items.length);
    const onIssue = await listed(jira('bob'), '&placeKind=jira_issue&placeId=11001');
    expect(onIssue).toMatchObject({ items: [], total: 0 });
    const clara = await listed(jira('clara'), '&placeKind=jira_issue&placeId=11001');
    expect(clara.items.map((c) => c.uid)).toEqual([opsList.uid]);
  });

  it('answers every read and write like a missing checklist, and nothing changes', async () => {
    const before = await snapshot();
    await expectLikeMissing(jira('bob'), opsList);
    const issueLog = await jira('bob').get('/audit?placeKind=jira_issue&placeId=11001');
    expect(issueLog.status).toBe(200);
    expect(issueLog.body.data).toMatchObject({ items: [], total: 0 });
    expect((await jira('bob').get('/jira/issues/11001/panel')).status).toBe(404);
    const add = await jira('bob').post('/checklists', { title: 'Sneaky', place: OPS_ISSUE });
    expect(add.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('answers the same through /api/v1 with their own key', async () => {
    const key = await makeApiKey(t, 'bob', { product: 'jira' });
    const api = v1(t, key.secret);
    // The key's first use is recorded (`last_used_at`); what follows must change nothing.
    expect((await api.get('/checklists?perPage=1')).status).toBe(200);
    const before = await snapshot();
    expect((await api.get(`/checklists/${opsList.uid}`)).status).toBe(404);
    expect((await api.get(`/checklists/${opsList.uid}/audit`)).status).toBe(404);
    const page = (await api.get('/checklists?perPage=100')).body.data as Page<ChecklistSummaryDto>;
    expect(page.items.map((c) => c.uid)).not.toContain(opsList.uid);
    const tick = await api.patch(`/checklists/${opsList.uid}/items/${opsList.items[0]?.id}`, {
      status: 'done',
      version: 1,
    });
    expect(tick.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('is read and ticked as before by those who browse the project', async () => {
    expect((await jira('clara').get(`/checklists/${opsList.uid}`)).status).toBe(200);
    const tick = await jira('clara').patch(
      `/checklists/${opsList.uid}/items/${opsList.items[0]?.id}`,
      {
        status: 'done',
        version: 1,
      },
    );
    expect(tick.status).toBe(200);
    expect((await jira('alice').get(`/checklists/${opsList.uid}/audit`)).status).toBe(200);
  });
});

describe('when Confluence cannot be asked as the person', () => {
  it('answers 503 and shows nothing: an installation without oauthClientId has no tokens', async () => {
    const globex = t.prepare('globex', 'confluence');
    const { oauthClientId: _dropped, ...payload } = t.lifecyclePayload(globex, 'installed');
    await t.lifecycle('globex', 'confluence', 'installed', { body: payload }).expect(204);
    t.host.confluence.addPage('globex', {
      id: '30001',
      title: 'Anything',
      spaceKey: 'SIM',
      macros: [{ id: 'm-1', name: 'checklist', parameters: {} }],
    });
    const macro = await t.as('bob', 'globex').get('/confluence/macro?pageId=30001&macroId=m-1');
    expect(macro.status).toBe(503);
    expect(macro.body.error).toEqual({
      code: 'unavailable',
      message: 'Confluence did not answer. Try again in a moment.',
    });
    const add = await t.as('bob', 'globex').post('/checklists', {
      title: 'Placed',
      place: { kind: 'confluence_page', id: '30001' },
    });
    expect(add.status).toBe(503);
    expect(t.host.tokenGrants.some((g) => g.status === 200)).toBe(true);
  });
});

describe('a checklist on a Confluence page someone may not read', () => {
  it('is in none of their lists, macros or panels', async () => {
    const bob = await listed(confluence('bob'));
    expect(bob.items.map((c) => c.uid)).toContain(open.uid);
    expect(bob.items.map((c) => c.uid)).not.toContain(secret.uid);
    expect(bob.total).toBe(bob.items.length);
    expect(
      await listed(confluence('bob'), '&placeKind=confluence_page&placeId=30001'),
    ).toMatchObject({
      items: [],
      total: 0,
    });
    const chosen = await confluence('bob').get(
      `/confluence/checklists?checklists=${secret.uid},${open.uid}`,
    );
    expect(chosen.status).toBe(200);
    expect((chosen.body.data as Page<ChecklistSummaryDto>).items.map((c) => c.uid)).toEqual([
      open.uid,
    ]);
    expect(chosen.body.data.total).toBe(1);
    const filtered = await confluence('bob').get('/confluence/checklists?status=open&perPage=50');
    expect((filtered.body.data as Page<ChecklistSummaryDto>).items.map((c) => c.uid)).not.toContain(
      secret.uid,
    );
    expect((await confluence('bob').get('/confluence/pages/30001/checklists')).status).toBe(404);
    const macro = await confluence('bob').get('/confluence/macro?pageId=30001&macroId=m-secret');
    expect(macro.status).toBe(404);
  });

  it('answers every read and write like a missing checklist, and nothing changes', async () => {
    const before = await snapshot();
    await expectLikeMissing(confluence('bob'), secret);
    const pageLog = await confluence('bob').get('/audit?placeKind=confluence_page&placeId=30001');
    expect(pageLog.body.data).toMatchObject({ items: [], total: 0 });
    const add = await confluence('bob').post('/checklists', {
      title: 'Sneaky',
      place: SECRET_PAGE,
    });
    expect(add.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('is read as before by those who may read the page, asking Confluence as them', async () => {
    expect((await confluence('clara').get(`/checklists/${secret.uid}`)).status).toBe(200);
    const clara = await listed(confluence('clara'), '&placeKind=confluence_page&placeId=30001');
    expect(clara.items.map((c) => c.uid)).toEqual([secret.uid]);
    // Confluence was asked as Clara (her token), never about her by the app.
    const asked = t.host.calls.filter((c) => c.path.includes('/wiki/rest/api/content'));
    expect(asked.some((c) => c.as === 'clara')).toBe(true);
    expect(
      t.host.calls.some((c) => c.path.endsWith('/permission/check') && c.as === undefined),
    ).toBe(false);
  });
});
