/**
 * A refused request changes nothing, for every caller kind and every write (issue 20): a
 * portal user invited to another template only, a member who made, manages and is assigned
 * nothing (on /api), a read key and a site's write key (on /api/v1) each try every write
 * outside their rights (server/test/refused-writes-table.ts). Every answer is 403 or 404 (404
 * for another site's ids), and the data of every tenant is the same before and after.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { writeRoutes } from '../test/api-routes';
import { tenantSnapshot } from '../test/tenant-snapshot';
import { v1 } from '../test/api-key-client';
import { fillPath } from '../test/fuzz-world';
import type { ApiClient } from '../test/test-app';
import { makeRefusedWritesWorld, type RefusedWritesWorld } from '../test/refused-writes-world';
import { REFUSED_WRITES, type Caller, type RefusedWrite } from '../test/refused-writes-table';
import { asPortal } from './portal/test-setup';
import { V1_OPERATIONS } from './v1/operations';
import { findUser } from '../../e2e/simulator/lib/directory';

const t = useTestApp(['acme', 'confluence'], ['acme', 'jira'], ['globex', 'confluence']);
let w: RefusedWritesWorld;
// Two sites' worth of templates, checklists, signatures, pages, keys and a portal person: the
// hook's time is generous for a busy machine.
beforeAll(async () => {
  w = await makeRefusedWritesWorld(t);
}, 180_000);

const routeKey = (method: string, pattern: string) => `${method.toUpperCase()} ${pattern}`;
const V1_WRITES = new Set(
  V1_OPERATIONS.filter((op) => op.writes).map((op) => routeKey(op.method, op.path)),
);
const CALLERS: Caller[] = ['portal', 'member', 'readKey', 'siteKey'];
const isKey = (caller: Caller) => caller === 'readKey' || caller === 'siteKey';

/** Who tries a route: people every /api route, keys the /api/v1 operations. */
const tries = (caller: Caller, row: RefusedWrite) =>
  (isKey(caller) ? V1_WRITES.has(routeKey(row.method, row.pattern)) : true) &&
  row.notFor?.[caller] === undefined;

function clientOf(caller: Caller, row: RefusedWrite): { api: ApiClient; me: string } {
  if (caller === 'portal') return { api: asPortal(t, w.portal), me: w.portal.uid };
  if (caller === 'member')
    return {
      api: t.as('clara', 'acme', row.product ?? 'confluence'),
      me: findUser('clara')?.accountId ?? '',
    };
  return { api: v1(t, caller === 'readKey' ? w.keys.read : w.keys.write), me: '' };
}

describe('the table of writes', () => {
  it('has one line for every write route of /api and every write operation of /api/v1', () => {
    const lines = new Set(REFUSED_WRITES.map((row) => routeKey(row.method, row.pattern)));
    const routes = [
      ...writeRoutes(t.handle.app).map((route) => routeKey(route.method, route.path)),
      ...V1_WRITES,
    ];
    expect(routes.filter((route) => !lines.has(route))).toEqual([]);
    expect([...lines].filter((line) => !routes.includes(line))).toEqual([]);
    expect(lines.size).toBe(REFUSED_WRITES.length);
  });
});

for (const caller of CALLERS) {
  describe(`a ${caller}`, () => {
    const rows = REFUSED_WRITES.filter((row) => tries(caller, row));
    it.each(rows.map((row) => [routeKey(row.method, row.pattern), row] as const))(
      '%s: refused, nothing changed',
      async (_name, row) => {
        // A site key acts as a site admin: whatever it may do at acme, it aims at globex.
        const foreign = caller === 'siteKey' || (row.allowed?.includes(caller) ?? false);
        const targets = foreign ? w.globex : w.acme;
        const { api, me } = clientOf(caller, row);
        const query = row.query ? `?${new URLSearchParams(row.query(targets)).toString()}` : '';
        const path = `${fillPath(row.pattern, row.params?.(targets) ?? {})}${query}`;
        const body = row.body?.(targets, { uid: me });
        const before = await tenantSnapshot(t.handle.database.db, w.tenantKeys);
        const answer = await (row.method === 'get' || row.method === 'delete'
          ? api[row.method](path)
          : api[row.method](path, body));
        const expected = foreign ? [404] : caller === 'readKey' ? [403] : [403, 404];
        expect(expected, `${answer.status} ${JSON.stringify(answer.body)}`).toContain(
          answer.status,
        );
        expect(answer.body.error.code).toBe(answer.status === 403 ? 'forbidden' : 'not_found');
        expect(await tenantSnapshot(t.handle.database.db, w.tenantKeys)).toEqual(before);
      },
    );
  });
}
