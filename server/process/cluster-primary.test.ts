/**
 * SERVER_PROCESSES > 1: real processes behind one port (node:cluster), on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../test/test-host';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { contextAuthorization, installOverHttp } from '../test/install-over-http';
import { openLiveViewer } from '../test/event-stream';
import type { ChecklistDto } from '../../shared/checklists';

/** The server processes the primary forked (tsx adds a helper process of its own). */
function serverProcesses(primary: ServerProcess): number[] {
  const pid = primary.child.pid ?? 0;
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((child) => commandLine(child).includes('server/main.ts'));
}

/** A child that exited between the two reads has no command line any more. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(process.env.TEST_DB === 'postgres')('several server processes on one port', () => {
  let host: TestHost;
  let database: TestDatabase;
  beforeAll(async () => {
    host = await startTestHost();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await host?.close();
    await database?.drop();
  });

  it('replaces a process that dies and stops them all on SIGTERM, live streams included', async () => {
    const primary = await startServerProcess({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      CONNECT_KEYS_CDN_URL: host.keysUrl,
      CONNECT_OAUTH_URL: host.url,
      CONNECT_ALLOWED_HOSTS: '127.0.0.1,localhost',
      LOG_LEVEL: 'info',
      SERVER_PROCESSES: '2',
    });
    try {
      // Both must be listening first: a process killed while starting counts as a failed
      // start, and the primary then stops everything (its own test is below).
      const listening = () => primary.output().split('Checklists is listening').length - 1;
      await until(() => (listening() === 2 ? true : undefined), 'two processes listening');
      const first = await until(() => {
        const pids = serverProcesses(primary);
        return pids.length === 2 ? pids : undefined;
      }, 'two server processes');

      const victim = first[0] ?? 0;
      process.kill(victim, 'SIGKILL');
      const second = await until(() => {
        const pids = serverProcesses(primary);
        return pids.length === 2 && !pids.includes(victim) ? pids : undefined;
      }, 'a replacement');
      expect(second).toContain(first[1]);
      expect(primary.output()).toContain('a server process exited; starting another');

      // Every process answers, the new one included (the port hands connections round).
      await until(() => (listening() === 3 ? true : undefined), 'the replacement to listen');
      const tenant = await installOverHttp(primary.url, host, 'acme', 'jira');
      const auth = contextAuthorization(tenant);
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () =>
          fetch(`${primary.url}/api/settings`, { headers: { Authorization: auth } }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);

      // An open live view must not hold the shutdown up until the grace period runs out.
      const created = await fetch(`${primary.url}/api/checklists`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Open while stopping' }),
      });
      const { uid } = ((await created.json()) as { data: ChecklistDto }).data;
      const viewer = await openLiveViewer(`${primary.url}/api/checklists/${uid}/events`, auth);
      await viewer.waitFor((events) => events.length > 0);

      expect(await primary.stop()).toBe(0);
      expect(second.filter(alive)).toEqual([]);
      viewer.close();
    } finally {
      await primary.stop();
    }
  }, 90_000);

  it('stops when a server process cannot start instead of starting it again and again', async () => {
    const url = new URL(database.url);
    url.pathname = '/checklists_no_such_database';
    const start = startServerProcess({
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      LOG_LEVEL: 'warn',
      SERVER_PROCESSES: '2',
    });
    await expect(start).rejects.toThrow(/the server exited with 1[\s\S]*failed to start/);
  }, 60_000);
});
