/**
 * Bad input on every write operation of /api/v1, with a site key: path ids that are not ids or
 * are another site's, bodies that are not JSON, and wrong values for every field (the write
 * fuzz's own table and values, server/test/fuzz-routes.ts: the operations share the app's
 * paths and schemas). Every answer is a 4xx JSON error and nothing stored changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeApiKey } from '../../test/api-key-client';
import { tenantSnapshot, type TenantSnapshot } from '../../test/tenant-snapshot';
import { badValues, seededRandom } from '../../test/fuzz-values';
import { FUZZ_ROUTES } from '../../test/fuzz-routes';
import type { FuzzRoute } from '../../test/fuzz-payloads';
import { FUZZ_SITES, fillPath, makeFuzzWorld, type FuzzWorld } from '../../test/fuzz-world';
import { ERROR_CODES } from '../../../shared/error-codes';
import { V1_OPERATIONS } from './operations';

let t: TestApp;
let world: FuzzWorld;
let key: string;
let tenantKeys: string[];
beforeAll(async () => {
  // Thousands of requests a minute with one key: the limit must not answer for the input.
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '1000000' } });
  for (const site of FUZZ_SITES) await t.install(site, 'confluence');
  for (const site of FUZZ_SITES) await t.install(site, 'jira');
  tenantKeys = FUZZ_SITES.flatMap((site) => [
    t.tenant(site, 'confluence').clientKey,
    t.tenant(site, 'jira').clientKey,
  ]);
  world = await makeFuzzWorld(t);
  key = (await makeApiKey(t, 'alice', { ring: 'site', name: 'Fuzz v1' })).secret;
});
afterAll(() => t?.close());

const WRITES = V1_OPERATIONS.filter((op) => op.writes);
const routeOf = (op: (typeof WRITES)[number]) =>
  FUZZ_ROUTES.find((r) => r.method === op.method && r.pattern === op.path);

interface Case {
  label: string;
  path: string;
  body?: { json: unknown } | { raw: string };
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[keys[keys.length - 1] ?? ''] = value;
}

function casesFor(route: FuzzRoute, random: () => number): Case[] {
  const params = route.params(world);
  const path = fillPath(route.pattern, params);
  const base = route.body?.(world);
  const body = base ? { json: base } : undefined;
  const cases: Case[] = [];
  for (const param of Object.keys(params)) {
    for (const segment of [
      '%ZZ',
      '%00',
      'x'.repeat(300),
      ...(route.foreignIds?.(world)[param] ?? []),
    ]) {
      const bad = fillPath(route.pattern, { ...params, [param]: segment });
      cases.push({ label: `:${param}=${segment.slice(0, 20)}`, path: bad, body });
    }
  }
  for (const raw of ['{"title":', 'null', '"text"', '12'])
    cases.push({ label: raw, path, body: { raw } });
  if (!base) return cases;
  cases.push({ label: 'an array', path, body: { raw: '[]' } });
  cases.push({
    label: 'unknown field',
    path,
    body: { raw: JSON.stringify({ ...base, unknownField: 1 }) },
  });
  const extra = route.wrongValues?.(world) ?? {};
  for (const [field, kind] of Object.entries(route.fields ?? {})) {
    for (const value of [...badValues(kind, random), ...(extra[field] ?? [])]) {
      const mutated = structuredClone(base);
      setAt(mutated, field, value);
      cases.push({
        label: `${field}=${JSON.stringify(value)?.slice(0, 30)}`,
        path,
        body: { json: mutated },
      });
    }
  }
  return cases;
}

function send(route: FuzzRoute, c: Case, query: string): supertest.Test {
  let request = t.http[route.method](`/api/v1${c.path}${query ? `?${query}` : ''}`)
    .set('Authorization', `Bearer ${key}`)
    .set('Accept-Language', 'de');
  if (c.body && 'json' in c.body) request = request.send(c.body.json as object);
  if (c.body && 'raw' in c.body)
    request = request.set('Content-Type', 'application/json').send(c.body.raw);
  return request;
}

// A key's own row records its last use; everything else must stay as it was.
const changedTables = (before: TenantSnapshot, after: TenantSnapshot) =>
  Object.keys(before).filter(
    (table) =>
      table !== 'api_keys' && JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );

describe('every write operation of /api/v1, fed bad input', () => {
  it('has a fuzz route for each write operation', () => {
    expect(WRITES.filter((op) => !routeOf(op)).map((op) => op.id)).toEqual([]);
  });

  const random = seededRandom(0x5eed1);
  for (const op of WRITES) {
    it(`${op.method.toUpperCase()} ${op.path}: a 4xx JSON error for every case, nothing changed`, async () => {
      const route = routeOf(op);
      if (!route) return;
      const query = new URLSearchParams(route.query?.(world) ?? {}).toString();
      const before = await tenantSnapshot(t.handle.database.db, tenantKeys);
      const failures: string[] = [];
      for (const c of casesFor(route, random)) {
        const response = await send(route, c, query);
        const code = (response.body as { error?: { code?: unknown } }).error?.code;
        // A refused key (401) or a limit (429) would hide what the input does.
        if (
          response.status === 401 ||
          response.status === 429 ||
          response.status < 400 ||
          response.status > 499 ||
          !ERROR_CODES.includes(code as never)
        ) {
          failures.push(`${c.label}: ${response.status} ${response.text.slice(0, 120)}`);
        }
      }
      const changed = changedTables(before, await tenantSnapshot(t.handle.database.db, tenantKeys));
      expect(failures).toEqual([]);
      expect(changed).toEqual([]);
    });
  }
  it('and each valid request it starts from succeeds, so every refusal came from the bad part', async () => {
    for (const op of WRITES) {
      const route = routeOf(op);
      if (!route) continue;
      world = await makeFuzzWorld(t);
      const query = new URLSearchParams(route.query?.(world) ?? {}).toString();
      const path = fillPath(route.pattern, route.params(world));
      const body = route.body?.(world);
      const valid = { label: 'valid', path, ...(body ? { body: { json: body } } : {}) };
      const response = await send(route, valid, query);
      expect(response.status, `${op.id}: ${response.text.slice(0, 200)}`).toBeLessThan(300);
    }
  }, 60_000);
});
