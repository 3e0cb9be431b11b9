/**
 * Bad input on every write route of the API, as an attacker would send it: malformed JSON,
 * wrong types for every field, huge and unstorable strings, out-of-range numbers, path ids that
 * are not ids or belong to another site. Every answer must be a 4xx JSON error with a known
 * code and a message, and nothing stored may change (every tenant table and the audit log are
 * fingerprinted after each case). Deterministic: the few random values come from a fixed seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { createTestApp, type TestApp } from '../test/test-app';
import { writeRoutes } from '../test/api-routes';
import { tenantSnapshot, type TenantSnapshot } from '../test/tenant-snapshot';
import { badValues, seededRandom } from '../test/fuzz-values';
import { FUZZ_ROUTES } from '../test/fuzz-routes';
import type { FuzzRoute } from '../test/fuzz-payloads';
import { FUZZ_SITES, fillPath, makeFuzzWorld, type FuzzWorld } from '../test/fuzz-world';
import { ERROR_CODES } from '../../shared/error-codes';

let t: TestApp;
let world: FuzzWorld;
let tenantKeys: string[];
beforeAll(async () => {
  t = await createTestApp();
  for (const site of FUZZ_SITES) await t.install(site, 'confluence');
  for (const site of FUZZ_SITES) await t.install(site, 'jira');
  tenantKeys = FUZZ_SITES.flatMap((site) => [
    t.tenant(site, 'confluence').clientKey,
    t.tenant(site, 'jira').clientKey,
  ]);
  world = await makeFuzzWorld(t);
});
afterAll(() => t?.close());

interface FuzzCase {
  label: string;
  path: string;
  query: string;
  /** A JSON value to send, or raw text with its content type and headers. */
  body?: { json: unknown } | { raw: string; headers?: Record<string, string> };
  /** The one status the case must get, when only one is right. */
  status?: number;
}

/** Path segments that are not ids: undecodable, climbing, control characters, far too long. */
const BAD_SEGMENTS = [
  '%E0%A4%A',
  '%ZZ',
  '%',
  '%C0%AF',
  '..%2f..%2fsettings',
  '%2e%2e',
  '.',
  '%00',
  encodeURIComponent('😀'),
  encodeURIComponent('\u202Eabc'),
  encodeURIComponent('<script>'),
  'x'.repeat(3000),
];

/** Bodies no JSON parser reads, and bodies the server must not read at all. */
const RAW_BODIES: [string, string, Record<string, string>?, number?][] = [
  ['cut-off JSON', '{"title":'],
  ['single quotes', "{'title':'x'}"],
  ['trailing comma', '{"a":1,}'],
  ['trailing text', '{"a":1}x'],
  ['NaN', '{"version":NaN}'],
  ['a bare word', 'NaN'],
  ['a string', '"text"'],
  ['a number', '123'],
  ['null', 'null'],
  ['an unclosed array', '['.repeat(50_000)],
  ['NUL', '\u0000'],
  ['a broken escape', '{"a":"\\udzzz"}'],
  ['latin1', '{"a":1}', { 'Content-Type': 'application/json; charset=latin1' }, 415],
  ['gzip', '{"a":1}', { 'Content-Encoding': 'gzip' }, 415],
  ['over the limit', `{"a":"${'x'.repeat(1_100_000)}"}`, undefined, 413],
];

/** Query strings that are not a plain version (routes that take `?version=`). */
const BAD_QUERIES = [
  '',
  'version=',
  'version=0',
  'version=-1',
  'version=0x10',
  'version=1e3',
  'version=%2B1',
  'version=%201',
  'version=1.0',
  'version=NaN',
  'version=2147483647',
  'version=2147483648',
  'version=99999999999999999999',
  'version=%00',
  'version=1&version=1',
  'version=1&extra=1',
  `version=${'9'.repeat(5000)}`,
];

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1] ?? ''] = value;
}

const queryOf = (route: FuzzRoute) => new URLSearchParams(route.query?.(world) ?? {}).toString();

function casesFor(route: FuzzRoute, random: () => number): FuzzCase[] {
  const name = `${route.method.toUpperCase()} ${route.pattern}`;
  const params = route.params(world);
  const path = fillPath(route.pattern, params);
  const query = queryOf(route);
  const base = route.body?.(world);
  const body = base ? { json: base } : undefined;
  const cases: FuzzCase[] = [];

  for (const param of Object.keys(params)) {
    const foreign = route.foreignIds?.(world)[param] ?? [];
    for (const segment of [...BAD_SEGMENTS, ...foreign]) {
      const bad = fillPath(route.pattern, { ...params, [param]: segment });
      cases.push({
        label: `${name} :${param}=${segment.slice(0, 30)}`,
        path: bad,
        query,
        body,
        status: 404,
      });
    }
    for (const segment of route.wrongIds?.(world)[param] ?? []) {
      const wrong = fillPath(route.pattern, { ...params, [param]: segment });
      cases.push({ label: `${name} :${param}=${segment}`, path: wrong, query, body });
    }
  }
  if (route.query) {
    for (const bad of BAD_QUERIES) {
      cases.push({ label: `${name} ?${bad.slice(0, 30)}`, path, query: bad, body });
    }
  }
  for (const [label, raw, headers, status] of RAW_BODIES) {
    cases.push({
      label: `${name} ${label}`,
      path,
      query,
      body: { raw, headers },
      status: status ?? 400,
    });
  }
  if (!base) return cases;

  const json = JSON.stringify(base);
  for (const [label, raw] of [
    ['an array', '[]'],
    ['an array of it', `[${json}]`],
    ['an unknown field', json.replace(/^\{/, '{"unknownField":1,')],
    ['a __proto__ field', json.replace(/^\{/, '{"__proto__":{"isAdmin":true},')],
    ['a constructor field', json.replace(/^\{/, '{"constructor":{"prototype":{}},')],
    ['an infinite number', json.replace(/\}$/, ',"version":1e999}')],
  ] as const) {
    cases.push({ label: `${name} ${label}`, path, query, body: { raw } });
  }
  const extra = route.wrongValues?.(world) ?? {};
  for (const [field, kind] of Object.entries(route.fields ?? {})) {
    for (const value of [...badValues(kind, random), ...(extra[field] ?? [])]) {
      const mutated = structuredClone(base);
      setAt(mutated, field, value);
      const shown = JSON.stringify(value)?.slice(0, 40) ?? String(value);
      cases.push({ label: `${name} ${field}=${shown}`, path, query, body: { json: mutated } });
    }
  }
  const huge = Object.keys(route.fields ?? {})[0] ?? 'x';
  const oversized = structuredClone(base);
  setAt(oversized, huge, 'x'.repeat(1_100_000));
  cases.push({
    label: `${name} 1 MB ${huge}`,
    path,
    query,
    body: { json: oversized },
    status: 413,
  });
  return cases;
}

function send(route: FuzzRoute, c: FuzzCase, language: string): supertest.Test {
  const url = `/api${c.path}${c.query ? `?${c.query}` : ''}`;
  let request = t.http[route.method](url)
    .set('Authorization', t.contextAuth('acme', route.product ?? 'confluence', 'alice'))
    .set('Accept-Language', language);
  if (c.body && 'json' in c.body) request = request.send(c.body.json as object);
  if (c.body && 'raw' in c.body) {
    request = request.set('Content-Type', 'application/json');
    for (const [header, value] of Object.entries(c.body.headers ?? {})) {
      request = request.set(header, value);
    }
    request = request.send(c.body.raw);
  }
  return request;
}

/** What is wrong with the answer to a case, if anything. */
function problemWith(response: supertest.Response, c: FuzzCase): string | undefined {
  const error = (response.body as { error?: { code?: unknown; message?: unknown } }).error;
  if (response.status < 400 || response.status > 499) return `answered ${response.status}`;
  if (c.status !== undefined && response.status !== c.status) {
    return `answered ${response.status}, not ${c.status}`;
  }
  if (!response.type.includes('json')) return `answered ${response.type}`;
  if (!(ERROR_CODES as readonly unknown[]).includes(error?.code))
    return `code ${String(error?.code)}`;
  if (typeof error?.message !== 'string' || error.message.trim() === '') return 'no message';
  return undefined;
}

describe('every write route of the API, fed bad input', () => {
  it('is covered here: the routes the app has are the routes this test drives', () => {
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    expect(FUZZ_ROUTES.map((r) => key({ method: r.method, path: r.pattern })).sort()).toEqual(
      writeRoutes(t.handle.app)
        // The portal's sign-in calls take a Firebase ID token: server/api/portal/portal-fuzz.test.ts.
        .filter((r) => !r.path.startsWith('/portal/'))
        .map(key)
        .sort(),
    );
  });

  const random = seededRandom(0x5eed);
  let cases = 0;
  for (const route of FUZZ_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.pattern}: a 4xx JSON error for every case, nothing changed`, async () => {
      const before: TenantSnapshot = await tenantSnapshot(t.handle.database.db, tenantKeys);
      const failures: string[] = [];
      for (const c of casesFor(route, random)) {
        cases += 1;
        const response = await send(route, c, cases % 2 ? 'de' : 'en');
        const problem = problemWith(response, c);
        if (problem) failures.push(`${c.label}: ${problem} ${response.text.slice(0, 160)}`);
        const after = await tenantSnapshot(t.handle.database.db, tenantKeys);
        const changed = Object.keys(before).filter(
          (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
        );
        if (changed.length > 0) {
          // Later cases would only report the same change again.
          failures.push(`${c.label}: changed ${changed.join(', ')} (${response.status})`);
          break;
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('has tried enough cases to mean something', () => {
    expect(cases).toBeGreaterThan(1000);
  });

  it('and each valid request it starts from succeeds, so every refusal came from the bad part', async () => {
    for (const route of FUZZ_ROUTES) {
      world = await makeFuzzWorld(t);
      const path = fillPath(route.pattern, route.params(world));
      const query = queryOf(route);
      const body = route.body?.(world);
      const response = await send(
        route,
        {
          label: 'valid',
          path,
          query,
          body: body ? { json: body } : undefined,
        },
        'en',
      );
      expect(
        response.status,
        `${route.method} ${route.pattern}: ${response.text.slice(0, 200)}`,
      ).toBeLessThan(300);
    }
  }, 60_000);
});
