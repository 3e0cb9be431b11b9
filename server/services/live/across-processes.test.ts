/**
 * Several server processes on one PostgreSQL (docs/ARCHITECTURE.md, "Data"): nothing that must be
 * shared lives in one process's memory. Two real server processes (server/main.ts) on one
 * database: a live viewer connected to one sees the changes made through the other, and a
 * reinstall through one ends the old secret in the other at once. PostgreSQL only: a SQLite
 * database belongs to one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../../test/test-host';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { contextAuthorization, installOverHttp } from '../../test/install-over-http';
import { openLiveViewer, type LiveViewer } from '../../test/event-stream';
import type { HostTenant } from '../../../e2e/simulator/lib/host-tokens';
import type { ChecklistDto } from '../../../shared/checklists';

/** The one public URL both processes are behind (the hosts sign installs for it). */
const PUBLIC_URL = 'http://localhost:3000';

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one database', () => {
  let host: TestHost;
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let tenant: HostTenant;
  const viewers: LiveViewer[] = [];

  beforeAll(async () => {
    host = await startTestHost();
    database = await createTestDatabase();
    const env = {
      NODE_ENV: 'test',
      BASE_URL: PUBLIC_URL,
      DATABASE_URL: database.url,
      CONNECT_KEYS_CDN_URL: host.keysUrl,
      CONNECT_OAUTH_URL: host.url,
      CONNECT_ALLOWED_HOSTS: '127.0.0.1,localhost',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    };
    // Started together, as a deployment starts them: migrations run once (Kysely's lock).
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    tenant = await installOverHttp(a.url, host, 'acme', 'confluence', { publicUrl: PUBLIC_URL });
  }, 120_000);

  afterAll(async () => {
    viewers.forEach((viewer) => viewer.close());
    await Promise.all([a?.stop(), b?.stop()]);
    await host?.close();
    await database?.drop();
  }, 30_000);

  const call = async (
    server: ServerProcess,
    method: string,
    path: string,
    body?: object,
    authorization = contextAuthorization(tenant, 'alice'),
  ) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });

  const makeChecklist = async (server: ServerProcess, title: string): Promise<ChecklistDto> => {
    const response = await call(server, 'POST', '/checklists', {
      title,
      items: [{ kind: 'task', text: 'Check the doors', mandatory: true }],
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: ChecklistDto }).data;
  };

  /** A viewer of `uid` on `server`, once it is subscribed (the `ready` event). */
  const watch = async (server: ServerProcess, uid: string): Promise<LiveViewer> => {
    const viewer = await openLiveViewer(
      `${server.url}/api/checklists/${uid}/events`,
      contextAuthorization(tenant, 'bob'),
    );
    viewers.push(viewer);
    expect(viewer.status).toBe(200);
    await viewer.waitFor((events) => events.some((e) => e.event === 'ready'));
    return viewer;
  };

  const setStatus = async (
    server: ServerProcess,
    checklist: ChecklistDto,
    status: string,
    version: number,
  ) => {
    const item = checklist.items[0]?.id ?? '';
    const response = await call(server, 'PATCH', `/checklists/${checklist.uid}/items/${item}`, {
      status,
      version,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it('a change made through the second process reaches a viewer of the first', async () => {
    const checklist = await makeChecklist(a, 'Opening round');
    const viewer = await watch(a, checklist.uid);
    await setStatus(b, checklist, 'done', checklist.version);
    const events = await viewer.waitFor((all) => all.some((e) => e.event === 'changed'));
    expect(events).toEqual([
      { event: 'ready', data: { version: checklist.version } },
      { event: 'changed', data: { version: checklist.version + 1 } },
    ]);
  });

  it('and the other way round', async () => {
    const checklist = await makeChecklist(b, 'Closing round');
    const viewer = await watch(b, checklist.uid);
    await setStatus(a, checklist, 'done', checklist.version);
    await setStatus(a, checklist, 'open', checklist.version + 1);
    const events = await viewer.waitFor((all) => all.length >= 3);
    expect(events.map((e) => e.data)).toEqual([
      { version: checklist.version },
      { version: checklist.version + 1 },
      { version: checklist.version + 2 },
    ]);
  });

  it('a checklist deleted through one process tells the viewers of the other', async () => {
    const checklist = await makeChecklist(a, 'Gone soon');
    const viewer = await watch(a, checklist.uid);
    expect((await call(b, 'DELETE', `/checklists/${checklist.uid}`)).status).toBe(204);
    const events = await viewer.waitFor((all) => all.some((e) => e.event === 'deleted'));
    expect(events.map((e) => e.event)).toEqual(['ready', 'deleted']);
    expect((await call(a, 'GET', `/checklists/${checklist.uid}`)).status).toBe(404);
  });

  it("a reinstall's new secret replaces the old one in every process at once", async () => {
    const before = contextAuthorization(tenant, 'alice');
    // Both processes have verified (and remember) the token and cached the tenant.
    expect((await call(a, 'GET', '/settings', undefined, before)).status).toBe(200);
    expect((await call(b, 'GET', '/settings', undefined, before)).status).toBe(200);

    tenant = await installOverHttp(a.url, host, 'acme', 'confluence', {
      previous: tenant,
      publicUrl: PUBLIC_URL,
    });
    // The tenant cache lives 10 s; the other process must not need it to expire.
    const refusedOnB = async () => {
      const deadline = Date.now() + 2_000;
      for (;;) {
        const status = (await call(b, 'GET', '/settings', undefined, before)).status;
        if (status === 401 || Date.now() > deadline) return status;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    expect(await refusedOnB()).toBe(401);
    expect((await call(a, 'GET', '/settings', undefined, before)).status).toBe(401);
    expect((await call(b, 'GET', '/settings')).status).toBe(200);
  });
});
