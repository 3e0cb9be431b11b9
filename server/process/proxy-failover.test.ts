/**
 * The compose stack's stand-in (docs/OPERATIONS.md): two app instances on one PostgreSQL
 * behind nginx with deploy/nginx.conf. A replica stops while a live viewer watches through the
 * proxy: its stream ends with a reconnect hint, the viewer reconnects through the proxy to
 * the other replica, and a change made while it was away reaches it (the `ready` event carries
 * the current version, as client/lib/api-client.ts expects). Requests keep being answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../test/test-host';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { contextAuthorization, installOverHttp } from '../test/install-over-http';
import { openLiveViewer, type LiveEvent, type LiveViewer } from '../test/event-stream';
import { NGINX, startNginxProxy, type NginxProxy } from '../test/nginx-proxy';
import type { HostTenant } from '../../e2e/simulator/lib/host-tokens';
import type { ChecklistDto } from '../../shared/checklists';

const PUBLIC_URL = 'http://localhost:3000';
const METRICS_TOKEN = 'proxy-failover-metrics-token';

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A viewer that reconnects as the client does: after the server's hint, through the proxy. */
function followLive(url: string, authorization: string) {
  const events: LiveEvent[] = [];
  let connections = 0;
  let closed = false;
  let current: LiveViewer | undefined;
  const loop = (async () => {
    while (!closed) {
      current = await openLiveViewer(url, authorization);
      connections++;
      const seen = events.length;
      const copy = setInterval(() => events.splice(seen, Infinity, ...current!.events), 20);
      await current.ended;
      clearInterval(copy);
      events.splice(seen, Infinity, ...current.events);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, current?.retryMs() ?? 1000));
    }
  })();
  return {
    events,
    connections: () => connections,
    async close() {
      closed = true;
      current?.close();
      await loop;
    },
  };
}

// nginx is Debian's (CI installs it); without it the stand-in cannot run.
describe.runIf(process.env.TEST_DB === 'postgres' && (NGINX || process.env.CI))(
  'a replica stops behind the proxy while a live viewer watches',
  () => {
    let host: TestHost;
    let database: TestDatabase;
    let replicas: ServerProcess[];
    let proxy: NginxProxy;
    let tenant: HostTenant;

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
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        METRICS_TOKEN,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      };
      replicas = await Promise.all([
        startServerProcess(env, 150_000),
        startServerProcess(env, 150_000),
      ]);
      proxy = await startNginxProxy(replicas.map((replica) => new URL(replica.url).host));
      tenant = await installOverHttp(proxy.url, host, 'acme', 'jira', { publicUrl: PUBLIC_URL });
    }, 240_000);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all((replicas ?? []).map((replica) => replica.stop()));
      await host?.close();
      await database?.drop();
    }, 30_000);

    const call = (method: string, path: string, body?: object) =>
      fetch(`${proxy.url}${path}`, {
        method,
        headers: {
          Authorization: contextAuthorization(tenant, 'alice'),
          'Content-Type': 'application/json',
        },
        body: body && JSON.stringify(body),
      });

    /** Open live streams on one replica, read from its own /metrics. */
    async function liveOn(replica: ServerProcess): Promise<number> {
      const text = await (
        await fetch(`${replica.url}/metrics`, {
          headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
        })
      ).text();
      return Number(/^checklists_live_connections (\d+)/m.exec(text)?.[1] ?? 0);
    }

    it('reconnects to the other replica and misses nothing', async () => {
      const created = await call('POST', '/api/checklists', {
        title: 'Watched through the proxy',
        items: [
          { kind: 'task', text: 'One' },
          { kind: 'task', text: 'Two' },
        ],
      });
      expect(created.status).toBe(201);
      const checklist = ((await created.json()) as { data: ChecklistDto }).data;
      const viewer = followLive(
        `${proxy.url}/api/checklists/${checklist.uid}/events`,
        contextAuthorization(tenant, 'bob'),
      );
      await eventually(() => viewer.events.some((e) => e.event === 'ready'));

      // The replica holding the stream stops (as `docker compose stop app-1` would).
      let watching: ServerProcess | undefined;
      await eventually(async () => {
        const counts = await Promise.all(replicas.map(liveOn));
        watching = replicas[counts.findIndex((n) => n === 1)];
        return watching !== undefined;
      });
      const other = replicas.find((replica) => replica !== watching)!;
      expect(await watching!.stop()).toBe(0);

      // Meanwhile a change through the proxy: answered by the replica still running.
      const [one, two] = checklist.items;
      const first = await call('PATCH', `/api/checklists/${checklist.uid}/items/${one?.id}`, {
        status: 'done',
        version: one?.version,
      });
      expect(first.status).toBe(200);

      // The viewer is back, on the other replica, and knows the change it was away for.
      await eventually(() => viewer.connections() === 2);
      await eventually(async () => (await liveOn(other)) === 1);
      await eventually(() =>
        viewer.events.some(
          (e) =>
            (e.event === 'ready' || e.event === 'changed') &&
            (e.data as { version: number }).version === checklist.version + 1,
        ),
      );
      // And it keeps following what happens next.
      const second = await call('PATCH', `/api/checklists/${checklist.uid}/items/${two?.id}`, {
        status: 'done',
        version: two?.version,
      });
      expect(second.status).toBe(200);
      await eventually(() =>
        viewer.events.some(
          (e) =>
            e.event === 'changed' &&
            (e.data as { version: number }).version === checklist.version + 2,
        ),
      );
      await viewer.close();
    }, 120_000);
  },
);
