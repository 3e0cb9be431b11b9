/**
 * Bad query strings and path ids on every read route of the API: an answer may be data or a
 * 4xx JSON error, never a 500 (on both databases).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { apiRoutes } from '../test/api-routes';
import { LIST_MACRO_PARAMS } from '../../shared/confluence-rules';
import { FUZZ_SITES, fillPath, makeFuzzWorld, type FuzzWorld } from '../test/fuzz-world';
import { ERROR_CODES } from '../../shared/error-codes';

let t: TestApp;
let world: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp();
  for (const site of FUZZ_SITES) await t.install(site, 'confluence');
  for (const site of FUZZ_SITES) await t.install(site, 'jira');
  world = await makeFuzzWorld(t);
});
afterAll(() => t?.close());

/** The query parameters each read route knows (with the ones it needs); others get `unknown`. */
const QUERIES: Record<string, { base: Record<string, string>; params: string[] }> = {
  '/checklists': {
    base: {},
    params: [
      'page',
      'perPage',
      'status',
      'templateUid',
      'assigneeId',
      'placeKind',
      'placeId',
      'search',
      'sort',
    ],
  },
  '/templates': { base: {}, params: ['page', 'perPage', 'search', 'tag', 'archived'] },
  '/checklists/:uid/audit': { base: {}, params: ['page', 'perPage', 'action', 'actorId'] },
  '/audit': {
    base: { placeKind: 'confluence_page', placeId: '10001' },
    params: ['page', 'perPage', 'action', 'actorId', 'placeKind', 'placeId'],
  },
  '/settings/audit': { base: {}, params: ['page', 'perPage'] },
  '/my-items': { base: {}, params: ['page', 'perPage', 'today'] },
  '/my-items/count': { base: {}, params: ['today'] },
  '/checklists/:uid/statistics': { base: {}, params: ['today'] },
  '/templates/:uid/statistics': { base: {}, params: ['today', 'weeks'] },
  '/users': { base: { ids: 'x' }, params: ['ids'] },
  '/users/search': { base: { query: 'a' }, params: ['query'] },
  '/jira/projects': { base: {}, params: ['query'] },
  '/confluence/macro': {
    base: { pageId: '30001', macroId: 'fuzz-macro' },
    params: ['pageId', 'macroId', 'outputType', 'templateUid', 'checklistInstanceUid', 'title'],
  },
  '/confluence/checklists': { base: {}, params: ['page', 'perPage', ...LIST_MACRO_PARAMS] },
};

const VALUES = [
  '',
  '%00',
  'a%00b',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '-1',
  '0',
  '0x10',
  '1e3',
  '2147483648',
  '99999999999999999999',
  'NaN',
  '%F0%9F%98%80',
  '%E2%80%AEabc',
  '..%2f..%2f',
  "'%20OR%201%3D1--",
  '%25',
  '_',
  'x'.repeat(5000),
  ',,,,',
];

describe('every read route of the API, fed bad queries and ids', () => {
  it('answers data or a 4xx JSON error, never a 500', async () => {
    const sample: Record<string, string> = {
      uid: world.open.uid,
      itemId: world.open.items[3]?.id ?? '',
      key: 'showCheckedTasks',
      id: 'software-release',
      issueId: '10001',
      projectId: '10000',
      pageId: '30001',
      templateUid: world.template.uid,
      code: 'abcdefghijklmnopqrstuv',
    };
    const routes = apiRoutes(t.handle.app).filter(
      (r) => r.method === 'get' && !r.path.endsWith('/events'),
    );
    const failures: string[] = [];
    let count = 0;
    for (const route of routes) {
      const path = fillPath(route.path, sample);
      const { base, params } = QUERIES[route.path] ?? { base: {}, params: ['unknown'] };
      // Values are sent as written: already URL-encoded, or deliberately not decodable.
      const encoded = (extra: Record<string, string>) =>
        Object.entries({ ...base, ...extra })
          .map(([name, value]) => `${name}=${value}`)
          .join('&');
      const queries = [
        ...params.flatMap((param) => VALUES.map((value) => encoded({ [param]: value }))),
        encoded({ page: '1&page=2' }),
        encoded({ 'a[b]': 'c' }),
        encoded({ [`${params[0] ?? 'x'}[$ne]`]: 'x' }),
      ];
      for (const query of queries) {
        count += 1;
        // The /jira routes answer in the Jira app; the rest in Confluence's.
        const product = route.path.startsWith('/jira/') ? 'jira' : 'confluence';
        const response = await t.as('alice', 'acme', product).get(`${path}?${query}`);
        const code = (response.body as { error?: { code?: unknown } }).error?.code;
        const ok =
          response.status < 300 ||
          (response.status < 500 && (ERROR_CODES as readonly unknown[]).includes(code));
        if (!ok)
          failures.push(
            `GET ${path}?${query.slice(0, 40)}: ${response.status} ${response.text.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(500);
    // Over 500 requests one after another: on a busy 2-core machine that is more than 15 s.
  }, 60_000);
});
