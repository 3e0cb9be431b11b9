/**
 * A real server process stopped with SIGTERM, as an orchestrator stops a replica: it stops
 * accepting connections, finishes the request it is in the middle of (answering it with
 * `Connection: close`), ends a live stream with a reconnect hint (SSE `retry:`), and exits 0.
 * On SQLite and PostgreSQL.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../test/test-host';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { exited, startServerProcess, type ServerProcess } from '../test/server-process';
import { contextAuthorization, installOverHttp } from '../test/install-over-http';
import { openLiveViewer } from '../test/event-stream';
import type { ChecklistDto } from '../../shared/checklists';

/** Resolves with everything the socket received once `until` holds for it. */
function received(socket: Socket, until: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (!until(text)) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

describe('SIGTERM', () => {
  let host: TestHost;
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    host = await startTestHost();
    database = await createTestDatabase();
    server = await startServerProcess({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      CONNECT_KEYS_CDN_URL: host.keysUrl,
      CONNECT_OAUTH_URL: host.url,
      CONNECT_ALLOWED_HOSTS: '127.0.0.1,localhost',
      LOG_LEVEL: 'info',
    });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await host?.close();
    await database?.drop();
  });

  it('finishes the running request, ends live streams with a retry hint, refuses new connections, exits 0', async () => {
    const tenant = await installOverHttp(server.url, host, 'acme', 'confluence');
    const authorization = contextAuthorization(tenant, 'alice');
    const created = await fetch(`${server.url}/api/checklists`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Watched', items: [{ kind: 'task', text: 'One' }] }),
    });
    const watched = ((await created.json()) as { data: ChecklistDto }).data;
    const viewer = await openLiveViewer(
      `${server.url}/api/checklists/${watched.uid}/events`,
      contextAuthorization(tenant, 'bob'),
    );
    await viewer.waitFor((events) => events.some((e) => e.event === 'ready'));

    // A request in the middle of its body: the server has read its head (100 Continue).
    const body = JSON.stringify({ title: 'Sent during the shutdown', items: [] });
    const port = new URL(server.url).port;
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(
      [
        'POST /api/checklists HTTP/1.1',
        `Host: 127.0.0.1:${port}`,
        `Authorization: ${authorization}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await received(socket, (text) => text.includes('100 Continue'));

    server.child.kill('SIGTERM');
    await server.waitForOutput('shutting down');

    // The live viewer is told when to come back, and its stream ends.
    await viewer.ended;
    expect(viewer.retryMs()).toBeGreaterThanOrEqual(500);
    expect(viewer.retryMs()).toBeLessThanOrEqual(2_000);

    // Nobody new gets in.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    // The running request is finished and answered, and its connection closed.
    const answered = received(socket, (text) => /\r\n\r\n[\s\S]*"data"[\s\S]*\}\s*$/.test(text));
    socket.write(body);
    const answer = await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 201 /m);
    expect(answer).toMatch(/^Connection: close\r$/im);
    expect(answer).toContain('"title":"Sent during the shutdown"');

    expect(await exited(server.child)).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 60_000);
});
